import { Controller, Inject } from '@nestjs/common';
import {
  addBudgetCategory,
  addBudgetEntry,
  addPlannedAmount,
  cancelPurchase,
  createBudget,
  deleteBudgetCategory,
  getBudget,
  listBudgetEntries,
  listPurchases,
  payPurchase,
  recordPurchase,
  renderStatement,
  reverseBudgetEntry,
  reversePayment,
  updateBudgetCategory,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BudgetService } from './budget.service.js';
import { PlannedAmountsService } from './planned-amounts.service.js';
import { PurchasesService } from './purchases.service.js';
import { StatementService } from './statement.service.js';

/** Request/reply of finance: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class FinanceHandlers {
  constructor(
    @Inject(PurchasesService) private readonly purchases: PurchasesService,
    @Inject(StatementService) private readonly statements: StatementService,
    @Inject(BudgetService) private readonly budgets: BudgetService,
    @Inject(PlannedAmountsService) private readonly plannedAmounts: PlannedAmountsService,
  ) {}

  @Handles(recordPurchase)
  record(payload: PayloadOf<typeof recordPurchase>, actor: Actor | null) {
    return this.purchases.record(actor, payload);
  }

  @Handles(listPurchases)
  list(payload: PayloadOf<typeof listPurchases>, actor: Actor | null) {
    return this.purchases.list(actor, payload);
  }

  @Handles(payPurchase)
  pay(payload: PayloadOf<typeof payPurchase>, actor: Actor | null) {
    return this.purchases.pay(actor, payload.purchaseId);
  }

  @Handles(reversePayment)
  reversePayment({ purchaseId, reason }: PayloadOf<typeof reversePayment>, actor: Actor | null) {
    return this.purchases.reversePayment(actor, purchaseId, reason);
  }

  @Handles(cancelPurchase)
  cancel({ purchaseId, reason }: PayloadOf<typeof cancelPurchase>, actor: Actor | null) {
    return this.purchases.cancel(actor, purchaseId, reason);
  }

  @Handles(renderStatement)
  statement(payload: PayloadOf<typeof renderStatement>, actor: Actor | null) {
    return this.statements.render(actor, payload);
  }

  @Handles(getBudget)
  budget(payload: PayloadOf<typeof getBudget>, actor: Actor | null) {
    return this.budgets.get(actor, payload.schoolYear);
  }

  @Handles(createBudget)
  createBudget(payload: PayloadOf<typeof createBudget>, actor: Actor | null) {
    return this.budgets.create(actor, payload);
  }

  @Handles(addBudgetCategory)
  addCategory(payload: PayloadOf<typeof addBudgetCategory>, actor: Actor | null) {
    return this.budgets.addCategory(actor, payload);
  }

  @Handles(updateBudgetCategory)
  updateCategory(payload: PayloadOf<typeof updateBudgetCategory>, actor: Actor | null) {
    return this.budgets.updateCategory(actor, payload);
  }

  @Handles(deleteBudgetCategory)
  deleteCategory(payload: PayloadOf<typeof deleteBudgetCategory>, actor: Actor | null) {
    return this.budgets.deleteCategory(actor, payload.categoryId);
  }

  @Handles(addBudgetEntry)
  addEntry(payload: PayloadOf<typeof addBudgetEntry>, actor: Actor | null) {
    return this.budgets.addEntry(actor, payload);
  }

  @Handles(listBudgetEntries)
  listEntries(payload: PayloadOf<typeof listBudgetEntries>, actor: Actor | null) {
    return this.budgets.listEntries(actor, payload);
  }

  @Handles(reverseBudgetEntry)
  reverseEntry({ entryId, reason }: PayloadOf<typeof reverseBudgetEntry>, actor: Actor | null) {
    return this.budgets.reverseEntry(actor, entryId, reason);
  }

  /** Another service's share of a category's planned amount, once per reference (decision 0073). */
  @Handles(addPlannedAmount)
  addPlannedAmount(payload: PayloadOf<typeof addPlannedAmount>, actor: Actor | null) {
    return this.plannedAmounts.add(actor, payload);
  }
}
