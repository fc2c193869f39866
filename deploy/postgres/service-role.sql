-- One login role per service, owning its own schema and nothing else (design §4: no query crosses schemas).
-- Run once per service by whoever administers the database, and again to rotate the password:
--   psql "$ADMIN_DATABASE_URL" -v ON_ERROR_STOP=1 -v service=identity -v schema=identity \
--        -v password="$IDENTITY_DB_PASSWORD" -f deploy/postgres/service-role.sql
-- Its migrations run as crescendo_<service>, inside the schema it owns: compose's services connect so, and on
-- Kubernetes the release's migration Job; the pods there run as crescendo_<service>_runtime (runtime-role.sql).
\set ON_ERROR_STOP on

SELECT format('CREATE ROLE %I LOGIN', 'crescendo_' || :'service')
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'crescendo_' || :'service') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS PASSWORD %L',
              'crescendo_' || :'service', :'password') \gexec

-- Trigram search (the inventory's scores, decision 0081): pg_trgm is the database's, installed here by the
-- administrator in a schema of its own (a service's role may not install it); every service may use it.
CREATE SCHEMA IF NOT EXISTS extensions;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;
SELECT format('GRANT USAGE ON SCHEMA %I TO %I', n.nspname, 'crescendo_' || :'service')
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm' \gexec

-- No role reaches the database or the public schema unless granted here.
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
REVOKE ALL ON SCHEMA public FROM PUBLIC;
SELECT format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), 'crescendo_' || :'service') \gexec

SELECT format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', :'schema', 'crescendo_' || :'service') \gexec
SELECT format('ALTER SCHEMA %I OWNER TO %I', :'schema', 'crescendo_' || :'service') \gexec
SELECT format('ALTER ROLE %I SET search_path = %I', 'crescendo_' || :'service', :'schema') \gexec
