import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { inventoryConfigSchema } from './config.js';
import { InventoryModule } from './inventory.module.js';
import { defaultInventoryOptions, type InventoryOptions } from './inventory.options.js';
import { CreateInventoryTables1760000000001 } from './migrations/1760000000001-create-inventory-tables.js';
import { CreateScores1760000000002 } from './migrations/1760000000002-create-scores.js';
import { CreateUniforms1760000000003 } from './migrations/1760000000003-create-uniforms.js';
import { CreateUniformLoans1760000000004 } from './migrations/1760000000004-create-uniform-loans.js';
import { CreateRepairsAndAudits1760000000005 } from './migrations/1760000000005-create-repairs-and-audits.js';
import { LoanAgreements1760000000006 } from './migrations/1760000000006-loan-agreements.js';
import { Photos1760000000007 } from './migrations/1760000000007-photos.js';
import { registerPhotoRoutes } from './photos/photos-http.js';
import { ReplacementSettings1760000000008 } from './migrations/1760000000008-replacement-settings.js';
import { BoardLoans1760000000009 } from './migrations/1760000000009-board-loans.js';
import { BoardInstrumentLoans1760000000010 } from './migrations/1760000000010-board-instrument-loans.js';
import { ScoreSearch1760000000014 } from './migrations/1760000000014-score-search.js';
import { Reservations1760000000013 } from './migrations/1760000000013-reservations.js';

export interface InventoryServiceSetup extends Partial<InventoryOptions> {
  /** The PostgreSQL schema; `inventory` in every deployment. */
  schema?: string;
}

export function createInventoryService(
  setup: InventoryServiceSetup = {},
): ServiceDefinition<typeof inventoryConfigSchema> {
  const { schema = 'inventory', ...options } = setup;
  return {
    name: 'inventory',
    configSchema: inventoryConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateInventoryTables1760000000001,
        CreateScores1760000000002,
        CreateUniforms1760000000003,
        CreateUniformLoans1760000000004,
        CreateRepairsAndAudits1760000000005,
        LoanAgreements1760000000006,
        Photos1760000000007,
        ReplacementSettings1760000000008,
        BoardLoans1760000000009,
        BoardInstrumentLoans1760000000010,
        Reservations1760000000013,
        ScoreSearch1760000000014,
      ],
    },
    module: () => InventoryModule.withOptions({ ...defaultInventoryOptions, ...options }),
    // The photos' bytes stream over HTTP from and to the gateway, never over NATS (decision 0072).
    configureHttp: (app) => registerPhotoRoutes(app),
  };
}

/** The school's instruments, their loans, its scores and uniforms (issue 27): schema `inventory`, subjects `inventory.*`. */
export const inventoryService = createInventoryService();
