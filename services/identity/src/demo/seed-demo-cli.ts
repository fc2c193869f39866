// `npm run seed:demo -w @crescendo/identity`: migrates identity's schema and loads the demo organisation.
import {
  baseConfigSchema,
  createServiceDataSource,
  loadConfig,
  migrateServiceSchema,
  Outbox,
  serviceDb,
} from '@crescendo/service-kit';
import { identityService } from '../identity.service-definition.js';
import { demoAccounts, demoBoardAccounts, demoPassword } from './demo-accounts.js';
import { seedDemo } from './seed-demo.js';

const config = loadConfig('identity', baseConfigSchema.pick({ DATABASE_URL: true }), process.env);
const dataSource = createServiceDataSource({ url: config.DATABASE_URL, ...identityService.database! });
await migrateServiceSchema(dataSource);
const { created } = await seedDemo(serviceDb(dataSource), new Outbox());
await dataSource.destroy();
process.stdout.write(
  `Organisation de démo prête (${created} compte(s) créé(s)). Mot de passe : ${demoPassword}\n`,
);
for (const account of [...demoAccounts, ...demoBoardAccounts])
  process.stdout.write(`  ${account.role.padEnd(11)} ${account.email}\n`);
