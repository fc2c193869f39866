-- The role a service's pods run with in a deployment: it reads and writes the rows of its own schema and
-- can change no table (no DDL). The schema's owner, crescendo_<service> (service-role.sql, run first), is the
-- role of the release's migration Job only. Run once per service by whoever administers the database, and
-- again to rotate the password:
--   psql "$ADMIN_DATABASE_URL" -v ON_ERROR_STOP=1 -v service=identity -v schema=identity \
--        -v password="$IDENTITY_RUNTIME_DB_PASSWORD" -f deploy/postgres/runtime-role.sql
-- The service then connects as crescendo_<service>_runtime with DATABASE_MIGRATIONS=await.
\set ON_ERROR_STOP on
SELECT 'crescendo_' || :'service' AS owner, 'crescendo_' || :'service' || '_runtime' AS runtime \gset

SELECT format('CREATE ROLE %I LOGIN', :'runtime')
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'runtime') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS PASSWORD %L',
              :'runtime', :'password') \gexec
SELECT format('ALTER ROLE %I SET search_path = %I', :'runtime', :'schema') \gexec
SELECT format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), :'runtime') \gexec

-- The schema as it is: its tables' rows and its sequences, nothing that changes their definition.
SELECT format('GRANT USAGE ON SCHEMA %I TO %I', :'schema', :'runtime') \gexec
SELECT format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I',
              :'schema', :'runtime') \gexec
SELECT format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO %I',
              :'schema', :'runtime') \gexec
-- And what the owner's later migrations create.
SELECT format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I',
              :'owner', :'schema', :'runtime') \gexec
SELECT format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %I',
              :'owner', :'schema', :'runtime') \gexec
