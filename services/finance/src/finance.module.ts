import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess } from '@crescendo/service-kit';
import { BudgetService } from './budget.service.js';
import { DemoFinanceLoader } from './demo/demo-finance.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { FinanceHandlers } from './finance.handlers.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { PurchasesService } from './purchases.service.js';
import { StatementService } from './statement.service.js';
import { StudentNames } from './student-names.js';
import { StudentScope } from './student-scope.js';

@Module({})
export class FinanceModule {
  static withOptions(options: FinanceOptions): DynamicModule {
    return {
      module: FinanceModule,
      controllers: [FinanceHandlers],
      providers: [
        { provide: FINANCE_OPTIONS, useValue: options },
        GroupsAccess,
        StudentScope,
        StudentNames,
        PurchasesService,
        StatementService,
        BudgetService,
        ErasureConsumers,
        DemoFinanceLoader,
      ],
    };
  }
}
