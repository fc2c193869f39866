import type { Actor } from '@crescendo/contracts';
import type { Viewer } from '@crescendo/service-kit';
import { FakeDb, FakeGroupsAccess, FakeOutbox } from '@crescendo/testing/fakes';
import { BudgetService } from '../../../src/budget.service.js';
import type { FinanceOptions } from '../../../src/finance.options.js';
import { PurchasesService } from '../../../src/purchases.service.js';
import { StatementService } from '../../../src/statement.service.js';
import type { StudentNamesPort } from '../../../src/student-names.js';
import { StudentScope } from '../../../src/student-scope.js';
import { FinanceTables } from './fake-finance-stores.js';

/** Identity's names of students, as a statement asks for them. */
class FakeStudentNames implements StudentNamesPort {
  async nameOf(_actor: Actor, _viewer: Viewer, studentId: string): Promise<string | null> {
    return `Élève ${studentId.slice(0, 4)}`;
  }
}

/** Finance's use cases as Nest builds them, on fakes, with a clock the test moves (`clock.now`). */
export function financeUnderTest(start = new Date('2026-11-16T15:00:00Z')) {
  const clock = { now: start };
  const options: FinanceOptions = { now: () => clock.now, timeZone: 'America/Toronto' };
  const db = new FakeDb();
  const access = new FakeGroupsAccess();
  const scope = new StudentScope(access);
  const tables = new FinanceTables();
  const outbox = new FakeOutbox();
  const purchases = new PurchasesService(
    db,
    tables.purchaseStore,
    tables.purchasePageStore,
    scope,
    options,
    outbox,
  );
  const budget = new BudgetService(
    db,
    tables.budgetStore,
    tables.budgetCategoryStore,
    tables.purchaseStore,
    options,
  );
  const statements = new StatementService(
    db,
    tables.statementStore,
    scope,
    new FakeStudentNames(),
    options,
    outbox,
  );
  return { clock, db, outbox, access, tables, purchases, budget, statements };
}
