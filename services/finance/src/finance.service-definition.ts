import { CreateOutboxAndProcessedEvents1700000000000, type ServiceDefinition } from '@crescendo/service-kit';
import { financeConfigSchema } from './config.js';
import { FinanceModule } from './finance.module.js';
import { defaultFinanceOptions, type FinanceOptions } from './finance.options.js';
import { CreateFinanceTables1750000000001 } from './migrations/1750000000001-create-finance-tables.js';
import { PagedFinanceLists1750000000002 } from './migrations/1750000000002-paged-finance-lists.js';
import { PurchaseReferences1750000000003 } from './migrations/1750000000003-purchase-references.js';
import { PurchaseInventoryLoans1750000000004 } from './migrations/1750000000004-purchase-inventory-loans.js';

export interface FinanceServiceSetup extends Partial<FinanceOptions> {
  /** The PostgreSQL schema; `finance` in every deployment. */
  schema?: string;
}

export function createFinanceService(
  setup: FinanceServiceSetup = {},
): ServiceDefinition<typeof financeConfigSchema> {
  const { schema = 'finance', ...options } = setup;
  return {
    name: 'finance',
    configSchema: financeConfigSchema,
    database: {
      schema,
      entities: [],
      migrations: [
        CreateOutboxAndProcessedEvents1700000000000,
        CreateFinanceTables1750000000001,
        PagedFinanceLists1750000000002,
        PurchaseReferences1750000000003,
        PurchaseInventoryLoans1750000000004,
      ],
    },
    module: () => FinanceModule.withOptions({ ...defaultFinanceOptions, ...options }),
  };
}

/** Students' purchases and debt, the department's yearly budget (issue 13): schema `finance`, subjects `finance.*`. */
export const financeService = createFinanceService();
