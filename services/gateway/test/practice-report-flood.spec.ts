import { practiceReportPage, type PracticeReport } from '@crescendo/contracts';
import { dayOf, practiceReportsPerDay, shiftDay } from '@crescendo/domain';
import { callApi, classroom, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 34 §1 through the platform's edge: one student sends as many reports as a day allows, each as large
 * as the contract lets in, full of control characters (JSON writes each as 6 bytes: before, 45 such reports
 * made the teacher's follow-up pass NATS's 1 MB and answer 504 after 5 s). The teacher's follow-up answers
 * 200, a page at a time, and the student's next report is refused with a French reason.
 */
describe('gateway: a student’s flood of practice reports, and the teacher’s follow-up', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let student: string;
  let studentId: string;
  let groupId: string;
  const today = dayOf(new Date());
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'homework']);
    ({ teacher, student, studentId, groupId } = await classroom(platform));
  }, 120_000);
  afterAll(() => platform?.close());

  it('answers the follow-up 200 a page at a time, and refuses the report past the day’s budget', async () => {
    // Half the reports mostly control characters (6 bytes each in JSON before), half the largest text that
    // stays (2 000 characters of 3 bytes each, per field).
    const controls = Array.from({ length: 1994 }, (_, i) => String.fromCharCode(1 + (i % 8))).join('');
    for (let i = 0; i < practiceReportsPerDay; i += 1) {
      const text = i % 2 === 0 ? `${controls}Gammes` : '€'.repeat(2000);
      const sent = await call('POST', '/practice-reports', student, {
        practiceDate: shiftDay(today, -(i % 28)),
        duration: 30,
        location: 'home',
        content: text,
        nextGoals: text,
      });
      expect([i, sent.status]).toEqual([i, 201]);
      if (i % 2 === 0) expect(sent.body.content).toBe('Gammes');
    }

    const refused = await call('POST', '/practice-reports', student, {
      practiceDate: today,
      duration: 30,
      location: 'home',
      content: 'Une de plus',
      nextGoals: 'Arpèges',
    });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: `Vous avez déjà envoyé ${practiceReportsPerDay} rapports de pratique au cours des dernières 24 heures. Vous pourrez en envoyer un autre dans 24 heures.`,
        },
      },
    });

    // The teacher's follow-up: the group's reports, the largest page the contract allows, then the next.
    const seen: PracticeReport[] = [];
    const sizes: number[] = [];
    let path = `/practice-reports?groupId=${groupId}&limit=${practiceReportPage.max}`;
    for (;;) {
      const response = await fetch(`${platform.origin}/api/v1${path}`, {
        headers: { authorization: `Bearer ${teacher}` },
      });
      const text = await response.text();
      expect([response.status, text.slice(0, 200)]).toEqual([200, expect.any(String)]);
      // Far under NATS's 1 MB message, whatever the students wrote.
      expect(Buffer.byteLength(text)).toBeLessThan(700_000);
      const page = JSON.parse(text) as { reports: PracticeReport[]; nextCursor: string | null };
      sizes.push(page.reports.length);
      seen.push(...page.reports);
      if (!page.nextCursor) break;
      path = `/practice-reports?groupId=${groupId}&limit=${practiceReportPage.max}&cursor=${page.nextCursor}`;
    }
    expect(sizes).toEqual([practiceReportPage.max, practiceReportsPerDay - practiceReportPage.max]);
    expect(new Set(seen.map((report) => report.id)).size).toBe(practiceReportsPerDay);
    expect(new Set(seen.map((report) => report.studentId))).toEqual(new Set([studentId]));
    // No control character came back.
    expect(seen.some((report) => /\p{Cc}/u.test(report.content + report.nextGoals))).toBe(false);

    // Without `limit`, the default page; past the maximum, a French refusal.
    const first = await call('GET', `/practice-reports?groupId=${groupId}`, teacher);
    expect([first.status, first.body.reports.length]).toEqual([200, practiceReportPage.default]);
    expect(await call('GET', `/practice-reports?groupId=${groupId}&limit=51`, teacher)).toMatchObject({
      status: 400,
      body: { error: { fields: { limit: 'Le nombre d’éléments par page demandé est invalide.' } } },
    });

    // The overview counts every report, summed by the database.
    const summary = await call(
      'GET',
      `/practice-reports/summary?groupId=${groupId}&from=${shiftDay(today, -30)}&to=${today}`,
      teacher,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.students).toEqual([
      expect.objectContaining({
        studentId,
        reports: practiceReportsPerDay,
        minutes: 30 * practiceReportsPerDay,
      }),
    ]);
  }, 180_000);
});
