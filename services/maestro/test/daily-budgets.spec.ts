import { randomUUID } from 'node:crypto';
import { createBilan, getMaestroStatus, setPolicy } from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoActor, demoGroups } from '@crescendo/domain/demo';
import { AppException, serviceDb } from '@crescendo/service-kit';
import { budgetLeft, takeDailyRequest } from '../src/daily-budget.store.js';
import { startMaestro, type MaestroHarness } from './maestro-harness.js';

// Issue 30 §4, §6 on PostgreSQL: the day's budgets hold when many ask at once (decision 0068, "Budgets").
const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const today = dayOf(new Date());
const period = {
  groupId: demoGroups[0]!.id,
  studentId: demoAccountId('eleve@demo.crescendo.ca'),
  from: shiftDay(today, -60),
  to: today,
};
const schoolBudget = 10;

let h: MaestroHarness;
beforeAll(async () => {
  h = await startMaestro({
    env: { MAESTRO_DAILY_USER_REQUESTS: '100', MAESTRO_DAILY_SCHOOL_REQUESTS: String(schoolBudget) },
  });
  await h.ok(setPolicy, { key: 'maestro.enabled', value: true }, admin);
}, 120_000);
afterAll(() => h?.close());

describe('The day’s budgets under concurrency', () => {
  it('accepts exactly the school’s budget of 30 bilans asked at once and refuses the rest in French', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => h.send(createBilan, period, teacher)));
    const accepted = replies.filter((reply) => reply.ok);
    const refused = replies.filter((reply) => !reply.ok);
    expect(accepted).toHaveLength(schoolBudget);
    expect(refused).toHaveLength(30 - schoolBudget);
    for (const reply of refused)
      expect(reply).toMatchObject({
        error: {
          code: 'RATE_LIMITED',
          message: `Votre école a atteint sa limite de ${schoolBudget} demandes à Maestro IA pour aujourd’hui. Réessayez demain.`,
        },
      });
    expect(await h.count(`requests`)).toBe(schoolBudget);
    expect(h.llm.control.requests()).toHaveLength(schoolBudget);
    // The page's 'requests left' reads the same counters: a refused request took nothing from the user's.
    expect((await h.ok(getMaestroStatus, {}, teacher)).budget).toEqual({
      userLeft: 100 - schoolBudget,
      schoolLeft: 0,
    });
  });

  it('takes exactly a user’s budget of 30 at once, each refusal undoing nothing but its own', async () => {
    const db = serviceDb(h.db);
    const asker = { organizationId: randomUUID(), userId: randomUUID(), day: today };
    const budgets = { userPerDay: 10, schoolPerDay: 1000 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => db.transaction((tx) => takeDailyRequest(tx, asker, budgets))),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter(({ status }) => status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(AppException);
    expect(
      outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason.message)] : [])),
    ).toEqual(
      Array(20).fill(
        'Vous avez atteint votre limite de 10 demandes à Maestro IA pour aujourd’hui. Réessayez demain.',
      ),
    );
    expect(await budgetLeft(db, asker, budgets)).toEqual({ userLeft: 0, schoolLeft: 990 });
  });
});
