#!/bin/sh
# Compose's PostgreSQL runs this once, when it creates its data directory: one role per service
# (deploy/postgres/service-role.sql), its password from <SERVICE>_DB_PASSWORD.
set -eu
# A service's schema is its name with '_' for '-' (classroom-sync → classroom_sync).
for service in identity groups homework messaging finance classroom-sync inventory planning reports maestro; do
  var="$(echo "$service" | tr '[:lower:]-' '[:upper:]_')_DB_PASSWORD"
  password="$(printenv "$var")" || { echo "$var is not set" >&2; exit 1; }
  schema="$(echo "$service" | tr '-' '_')"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    -v service="$service" -v schema="$schema" -v password="$password" \
    -f /crescendo/service-role.sql
done
