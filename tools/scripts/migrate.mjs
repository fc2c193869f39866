// npm run migrate: applies every service's pending migrations to its own schema (services also do it at start).
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaults } from './lib/infra.mjs';
import { ensureDatabase } from './lib/database.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL ?? defaults.DATABASE_URL;
await ensureDatabase(databaseUrl);
const kit = await import(pathToFileURL(join(root, 'libs/service-kit/dist/index.js')).href);

for (const service of readdirSync(join(root, 'services'))) {
  const dist = join(root, 'services', service, 'dist');
  if (!existsSync(dist)) {
    console.error(`✗ services/${service} is not built: run npm run build first`);
    process.exit(1);
  }
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.service-definition.js'))) {
    const module = await import(pathToFileURL(join(dist, file)).href);
    for (const definition of Object.values(module)) {
      if (!definition?.database) continue;
      const dataSource = kit.createServiceDataSource({ url: databaseUrl, ...definition.database });
      const applied = await kit.migrateServiceSchema(dataSource);
      await dataSource.destroy();
      console.log(`${definition.name}: ${applied.length ? applied.join(', ') : 'à jour'}`);
    }
  }
}
