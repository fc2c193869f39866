// npm run migrate: applies every service's pending migrations to its own schema (services also do it at start,
// unless DATABASE_MIGRATIONS=await). `node tools/scripts/migrate.mjs <service>…` migrates only those: the
// deployment's migration Job does so for one service, connected as the owner of its schema (deploy/README.md).
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaults } from './lib/infra.mjs';
import { ensureDatabase } from './lib/database.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL ?? defaults.DATABASE_URL;
// A deployment's database exists already, and its schema owner may not reach the server's `postgres` database.
if (only.length === 0) await ensureDatabase(databaseUrl);
const kit = await import(pathToFileURL(join(root, 'libs/service-kit/dist/index.js')).href);

const definitions = [];
for (const service of readdirSync(join(root, 'services'))) {
  if (only.length > 0 && !only.includes(service)) continue;
  const dist = join(root, 'services', service, 'dist');
  if (!existsSync(dist)) {
    console.error(`✗ services/${service} is not built: run npm run build first`);
    process.exit(1);
  }
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.service-definition.js'))) {
    const module = await import(pathToFileURL(join(dist, file)).href);
    definitions.push(...Object.values(module).filter((definition) => definition?.database));
  }
}
const unknown = only.filter((name) => !definitions.some((definition) => definition.name === name));
if (unknown.length > 0) {
  console.error(`✗ no service with a database named ${unknown.join(', ')}`);
  process.exit(1);
}

for (const definition of definitions) {
  // DATABASE_SCHEMA_SUFFIX as the services read it (tests: a schema of their own).
  const schema = `${definition.database.schema}${process.env.DATABASE_SCHEMA_SUFFIX ?? ''}`;
  const dataSource = kit.createServiceDataSource({ url: databaseUrl, ...definition.database, schema });
  try {
    const applied = await kit.migrateServiceSchema(dataSource);
    console.log(`${definition.name}: ${applied.length ? applied.join(', ') : 'à jour'}`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
