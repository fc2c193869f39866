import {
  addBudgetCategory,
  addBudgetEntry,
  cancelPurchase,
  createBudget,
  deleteBudgetCategory,
  financeSubjects,
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
  type Reply,
} from '@crescendo/contracts';
import {
  allow,
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  servicePublishes,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Issue 13 §7: a student reads only their own; a teacher only their groups' students; an admin the
// organisation's; nobody crosses organisations. Every finance endpoint × every kind of actor.
const { home, away, actors, homeAdmin, groupStaff, groupMembers } = twoOrganizationsMatrix();

// groupStaff: the student's teacher and the organisation's admins; groupMembers: their staff, and the student.
const table: Record<string, ExpectationRow> = {
  [financeSubjects.recordPurchase]: groupStaff,
  [financeSubjects.listPurchases]: groupMembers,
  [financeSubjects.payPurchase]: groupStaff,
  [financeSubjects.reversePayment]: groupStaff,
  [financeSubjects.cancelPurchase]: groupStaff,
  [financeSubjects.statement]: groupMembers,
  [financeSubjects.getBudget]: homeAdmin,
  // Any admin creates their own organisation's budget; nobody else creates one.
  [financeSubjects.createBudget]: allow(homeAdmin, 'away admin'),
  [financeSubjects.addCategory]: homeAdmin,
  [financeSubjects.updateCategory]: homeAdmin,
  [financeSubjects.deleteCategory]: homeAdmin,
  [financeSubjects.addEntry]: homeAdmin,
  [financeSubjects.listEntries]: homeAdmin,
  [financeSubjects.reverseEntry]: homeAdmin,
};

let years = 1990;

describe('finance: authorization matrix (two organisations, every endpoint)', () => {
  let h: FinanceHarness;
  beforeAll(async () => {
    h = await startFinance();
    await h.groupWith(home.teacher, [home.student]);
  }, 90_000);
  afterAll(() => h?.close());

  /** A fresh purchase and budget of `home` per cell, so that an allowed change never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const studentId = home.student.userId;
    const purchase = await h.ok(recordPurchase, { studentId, item: 'Anche', amount: '3,25' }, home.teacher);
    years += 1;
    const schoolYear = `${years}-${years + 1}`;
    const budget = await h.ok(createBudget, { schoolYear, currency: 'CAD' }, home.admin);
    const categoryId = budget.categories[0]!.id;
    const entry = { kind: 'expense' as const, label: 'Tuba', amount: '100', day: `${years}-10-01` };
    switch (endpoint) {
      case financeSubjects.recordPurchase:
        return h.send(recordPurchase, { studentId, item: 'Méthode', amount: '18,95' }, actor);
      case financeSubjects.listPurchases: {
        const reply = await h.send(listPurchases, { studentId }, actor);
        return reply.ok && reply.data.purchases.length === 0 ? nothingRead : reply;
      }
      case financeSubjects.payPurchase:
        return h.send(payPurchase, { purchaseId: purchase.id }, actor);
      case financeSubjects.reversePayment:
        await h.ok(payPurchase, { purchaseId: purchase.id }, home.teacher);
        return h.send(reversePayment, { purchaseId: purchase.id, reason: 'Erreur' }, actor);
      case financeSubjects.cancelPurchase:
        return h.send(cancelPurchase, { purchaseId: purchase.id, reason: 'Erreur' }, actor);
      case financeSubjects.statement:
        return h.send(renderStatement, { studentId, from: '2020-01-01', to: '2020-12-31' }, actor);
      case financeSubjects.getBudget: {
        const reply = await h.send(getBudget, { schoolYear }, actor);
        return reply.ok && reply.data.budget?.id !== budget.budget!.id ? nothingRead : reply;
      }
      case financeSubjects.createBudget:
        return h.send(createBudget, { schoolYear: `${years + 100}-${years + 101}`, currency: 'CAD' }, actor);
      case financeSubjects.addCategory:
        return h.send(addBudgetCategory, { budgetId: budget.budget!.id, name: 'Camp' }, actor);
      case financeSubjects.updateCategory:
        return h.send(updateBudgetCategory, { categoryId, planned: '500' }, actor);
      case financeSubjects.deleteCategory:
        return h.send(deleteBudgetCategory, { categoryId }, actor);
      case financeSubjects.addEntry:
        return h.send(addBudgetEntry, { categoryId, ...entry }, actor);
      case financeSubjects.listEntries: {
        await h.ok(addBudgetEntry, { categoryId, ...entry }, home.admin);
        return h.send(listBudgetEntries, { budgetId: budget.budget!.id }, actor);
      }
      case financeSubjects.reverseEntry: {
        const written = await h.ok(addBudgetEntry, { categoryId, ...entry }, home.admin);
        return h.send(reverseBudgetEntry, { entryId: written.id, reason: 'Erreur' }, actor);
      }
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);

  it('never takes the organisation from the payload', async () => {
    const smuggled = {
      schoolYear: '2500-2501',
      currency: 'CAD',
      organizationId: home.organizationId,
    } as never;
    const view = await h.ok(createBudget, smuggled, away.admin);
    expect((await h.ok(getBudget, { schoolYear: '2500-2501' }, home.admin)).budget).toBeNull();
    expect(view.budget).not.toBeNull();
  });

  // The NATS half: what each service's credentials may do with finance's subjects (decision 0014).
  it('every NATS user does with finance’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('finance', {
      gatewayPublishes: [financeSubjects.getBudget],
      answers: [financeSubjects.listPurchases],
      // A 'Sortie''s deposit and balance (issue 28 §6): the planning records them as the actor.
      also: [{ publish: financeSubjects.recordPurchase, by: ['gateway', 'planning'] }],
      // Its privacy requests are identity's alone, never the gateway's (which may send any other).
      privacy: true,
    });
    // Finance asks groups (for its decisions only, decision 0045) and identity, as the actor; it changes
    // nothing there.
    cells.push(
      ...servicePublishes('finance', {
        allowed: [
          'groups.access.check',
          'groups.access.in-scope',
          'identity.profile.lookup',
          'identity.profile.get',
        ],
        denied: [
          'groups.group.list',
          'groups.group.get',
          'groups.co-teacher.add',
          'groups.group.delete',
          'identity.profile.update',
          'homework.assignment.list',
        ],
      }),
    );
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
