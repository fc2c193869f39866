import { FakeDb, FakeGroupsAccess, FakeOutbox } from '@crescendo/testing/fakes';
import { AssignmentsService } from '../../../src/assignments.service.js';
import type { HomeworkOptions } from '../../../src/homework.options.js';
import { PracticeService } from '../../../src/practice.service.js';
import { HomeworkTables } from './fake-homework-stores.js';

/**
 * Homework's use cases built as Nest would build them, on fakes: in-memory stores, groups' answers, an outbox
 * that records, a `Db` that refuses SQL, and a clock the test moves (`clock.now`).
 */
export function homeworkUnderTest(start = new Date('2026-11-16T15:00:00Z')) {
  const clock = { now: start };
  const options: HomeworkOptions = { now: () => clock.now, timeZone: 'America/Toronto' };
  const db = new FakeDb();
  const outbox = new FakeOutbox();
  const access = new FakeGroupsAccess();
  const tables = new HomeworkTables(options.now);
  const assignments = new AssignmentsService(
    db,
    tables.assignmentStore,
    tables.assignmentPageStore,
    tables.submissionPageStore,
    outbox,
    access,
    options,
  );
  const practice = new PracticeService(
    db,
    tables.practiceStore,
    tables.practicePageStore,
    tables.practiceDaysStore,
    tables.reportBudgetStore,
    tables.submissionStore,
    tables.assignmentStore,
    outbox,
    access,
    assignments,
    options,
  );
  return { clock, db, outbox, access, tables, assignments, practice };
}
