import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { BUDGET_CATEGORY_STORE, budgetCategoryStore } from './budget-category.store.js';
import { BudgetService } from './budget.service.js';
import { BUDGET_STORE, budgetStore } from './budget.store.js';
import { DemoFinanceLoader } from './demo/demo-finance.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { FamilyChargesConsumer } from './family-charges.consumer.js';
import { RepairCostsConsumer } from './repair-costs.consumer.js';
import { PlannedAmountsService } from './planned-amounts.service.js';
import { FinanceHandlers } from './finance.handlers.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { PURCHASE_PAGE_STORE, purchasePageStore } from './purchase-page.store.js';
import { PURCHASE_STORE, purchaseStore } from './purchase.store.js';
import { PurchasesService } from './purchases.service.js';
import { STATEMENT_STORE, statementStore } from './statement.store.js';
import { StatementService } from './statement.service.js';
import { StudentNames } from './student-names.js';
import { StudentScope } from './student-scope.js';
import { FinancePersonalData } from './privacy/personal-data.js';

@Module({})
export class FinanceModule {
  static withOptions(options: FinanceOptions): DynamicModule {
    return {
      module: FinanceModule,
      controllers: [FinanceHandlers, privacyHandlers('finance')],
      providers: [
        { provide: FINANCE_OPTIONS, useValue: options },
        GroupsAccess,
        // The stores the services inject (decision 0047, "Stores injected"): a unit test hands fakes instead.
        { provide: PURCHASE_STORE, useValue: purchaseStore },
        { provide: PURCHASE_PAGE_STORE, useValue: purchasePageStore },
        { provide: BUDGET_STORE, useValue: budgetStore },
        { provide: BUDGET_CATEGORY_STORE, useValue: budgetCategoryStore },
        { provide: STATEMENT_STORE, useValue: statementStore },
        StudentScope,
        StudentNames,
        PurchasesService,
        StatementService,
        BudgetService,
        PlannedAmountsService,
        ErasureConsumers,
        FamilyChargesConsumer,
        RepairCostsConsumer,
        { provide: PersonalData, useClass: FinancePersonalData },
        DemoFinanceLoader,
      ],
    };
  }
}
