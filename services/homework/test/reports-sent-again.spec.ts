import { randomUUID } from 'node:crypto';
import { createPracticeReport, listPracticeReports, type Actor } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { newTenant } from '@crescendo/testing';
import { startHomework, type HomeworkHarness } from './homework-harness.js';

let h: HomeworkHarness;
beforeAll(async () => {
  h = await startHomework();
}, 90_000);
afterAll(() => h?.close());

const entry = (content: string) => ({
  practiceDate: dayOf(new Date()),
  duration: 25,
  location: 'home' as const,
  content,
  nextGoals: 'Le deuxième mouvement',
});
const storedWith = (clientReportId: string) =>
  h.count('practice_reports WHERE client_report_id = $1', [clientReportId]);
const reportsOf = async (student: Actor) =>
  (await h.ok(listPracticeReports, {}, student)).reports.map((report) => report.id);

/** A phone that wrote a report offline sends it when the network returns, maybe more than once (issue 14 §4). */
describe('a practice report sent again with its device key', () => {
  it('is the same report: answered again, stored once', async () => {
    const { student } = newTenant();
    const clientReportId = randomUUID();
    const first = await h.ok(
      createPracticeReport,
      { ...entry('Sonate, 1er mouvement'), clientReportId },
      student,
    );
    const again = await h.ok(
      createPracticeReport,
      { ...entry('Sonate, 1er mouvement'), clientReportId },
      student,
    );
    expect(again).toEqual(first);
    expect(await storedWith(clientReportId)).toBe(1);
    expect(await reportsOf(student)).toEqual([first.id]);
  });

  it('sent several times at once, is stored once and every answer names it', async () => {
    const { student } = newTenant();
    const clientReportId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.ok(createPracticeReport, { ...entry('Étude no 3'), clientReportId }, student),
      ),
    );
    expect(new Set(replies.map((reply) => reply.id)).size).toBe(1);
    expect(await storedWith(clientReportId)).toBe(1);
  });

  it('is one per student: another student’s key of the same value is another report', async () => {
    const { student, otherStudent } = newTenant();
    const clientReportId = randomUUID();
    const mine = await h.ok(createPracticeReport, { ...entry('Gammes'), clientReportId }, student);
    const theirs = await h.ok(createPracticeReport, { ...entry('Arpèges'), clientReportId }, otherStudent);
    expect(theirs.id).not.toBe(mine.id);
    expect(await reportsOf(otherStudent)).toEqual([theirs.id]);
  });

  it('without a key, each report is a new one (as before)', async () => {
    const { student } = newTenant();
    await h.ok(createPracticeReport, entry('Lecture à vue'), student);
    await h.ok(createPracticeReport, entry('Lecture à vue'), student);
    expect(await reportsOf(student)).toHaveLength(2);
  });

  it('refuses a key that is not one, and stores nothing', async () => {
    const { student } = newTenant();
    const reply = await h.send(
      createPracticeReport,
      { ...entry('Gammes'), clientReportId: 'pas-un-uuid' },
      student,
    );
    expect(reply.ok).toBe(false);
    if (!reply.ok) {
      expect(reply.error.code).toBe('VALIDATION_FAILED');
      expect(reply.error.fields?.['payload.clientReportId']).toBe(
        'L’identifiant du rapport donné par l’appareil est invalide.',
      );
    }
    expect(await reportsOf(student)).toEqual([]);
  });
});
