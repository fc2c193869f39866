import { headers as natsHeaders } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  getGoogleConnection,
  gradeSubmission,
  pushCourseWork,
  submitAssignment,
  type Group,
  type PushedCourseWork,
} from '@crescendo/contracts';
import { userIdFor } from '@crescendo/fake-google';
import { EVENTS_STREAM, prefixSubject, streamName } from '@crescendo/service-kit';
import { eventually, serviceEnv } from '@crescendo/testing';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';
import { assign, importedGroup, marie, practiceEntry, pushAccounts } from './push-fixture.js';

const patchPath = '/v1/courses/*/courseWork/*/studentSubmissions/*';
const student = userIdFor('eleve@demo.crescendo.ca');

describe('grade passback: a grade given in Crescendo lands in Classroom, once (issue 11.5a)', () => {
  let h: ClassroomHarness;
  let group: Group;

  beforeAll(async () => {
    // Two tries per Google call: a longer outage is the BullMQ job's to try again.
    h = await startClassroom({ accounts: pushAccounts, homework: true, env: { GOOGLE_CALL_ATTEMPTS: '2' } });
    group = await importedGroup(h);
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(() => h.google.control.clearFailures());

  /** A pushed assignment the demo student has handed in: its submission's id in Crescendo. */
  async function handedIn(title: string): Promise<{ pushed: PushedCourseWork; submissionId: string }> {
    const assignment = await assign(h, group.id, { title });
    const pushed = await h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher);
    const submission = await h.ok(
      submitAssignment,
      { assignmentId: assignment.id, ...practiceEntry },
      people.student,
    );
    return { pushed, submissionId: submission.id };
  }

  const atGoogle = (pushed: PushedCourseWork) =>
    h.google.control.submissions(pushed.courseId, pushed.courseWorkId).find((s) => s.userId === student)!;
  const patchesOf = (pushed: PushedCourseWork) =>
    h.google.control
      .requests({ method: 'PATCH' })
      .filter((r) => r.path.includes(`/courseWork/${pushed.courseWorkId}/`));
  const landed = (pushed: PushedCourseWork, grade: number) =>
    eventually(
      async () => atGoogle(pushed),
      (s) => s.assignedGrade === grade && s.state === 'RETURNED',
      20_000,
    );

  it('writes the assigned and draft grade, returns the work; the same event delivered again patches nothing', async () => {
    const { pushed, submissionId } = await handedIn('Étude à noter');
    await h.ok(gradeSubmission, { submissionId, grade: 87, feedback: 'Beau son' }, people.teacher);
    expect(await landed(pushed, 87)).toMatchObject({ assignedGrade: 87, draftGrade: 87, state: 'RETURNED' });
    expect(patchesOf(pushed).map((r) => new URLSearchParams(r.query).get('updateMask'))).toEqual([
      'assignedGrade,draftGrade',
    ]);

    // The grading event again: once as JetStream would redeliver it, once as if its processing were forgotten.
    const nc = await h.nats.connectAs('operator');
    try {
      const prefix = serviceEnv().NATS_PREFIX!;
      const subject = prefixSubject(prefix, 'evt.homework.submission.graded');
      const last = await (
        await jetstreamManager(nc)
      ).streams.getMessage(streamName(prefix, EVENTS_STREAM), {
        last_by_subj: subject,
      });
      const event = last!.json<{ id: string; data: { submissionId: string } }>();
      expect(event.data.submissionId).toBe(submissionId);
      const again = async (copy: string) => {
        const headers = natsHeaders();
        headers.set('Nats-Msg-Id', `${event.id}-${copy}`);
        await jetstream(nc).publish(subject, last!.data, { headers });
      };
      await again('redelivered');
      await h.query(`DELETE FROM processed_events WHERE event_id = $1`, [event.id]);
      await again('forgotten');
      await eventually(
        () => h.query(`SELECT 1 FROM processed_events WHERE event_id = $1`, [event.id]),
        (rows) => rows.length === 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await nc.close();
    }
    expect(patchesOf(pushed)).toHaveLength(1);
    const [row] = await h.query(`SELECT status, sent_grade FROM grade_passbacks WHERE submission_id = $1`, [
      submissionId,
    ]);
    expect(row).toEqual({ status: 'sent', sent_grade: 87 });
  });

  it('a new grade of the same work is written too', async () => {
    const { pushed, submissionId } = await handedIn('Étude à renoter');
    await h.ok(gradeSubmission, { submissionId, grade: 60 }, people.teacher);
    await landed(pushed, 60);
    await h.ok(gradeSubmission, { submissionId, grade: 75 }, people.teacher);
    expect(await landed(pushed, 75)).toMatchObject({ draftGrade: 75 });
    expect(patchesOf(pushed)).toHaveLength(2);
  });

  it('5xx longer than a call’s own tries, then a success: the job is tried again until it lands', async () => {
    const { pushed, submissionId } = await handedIn('Étude pendant une panne');
    h.google.control.injectFailure({ path: patchPath, method: 'PATCH', status: 503, times: 3 });
    await h.ok(gradeSubmission, { submissionId, grade: 92 }, people.teacher);
    await landed(pushed, 92);
    expect(patchesOf(pushed).map((r) => r.status)).toEqual([503, 503, 503, 200]);
    // The worker records the grade as sent once Google's answer is back: a moment after the fake has it.
    const row = await eventually(
      async () =>
        (
          await h.query(`SELECT status, error FROM grade_passbacks WHERE submission_id = $1`, [submissionId])
        )[0] as { status: string; error: string | null },
      (found) => found.status === 'sent',
      15_000,
    );
    expect(row).toEqual({ status: 'sent', error: null });
  });

  it('a 401 parks the grade until the teacher reconnects Google, then it lands', async () => {
    const { pushed, submissionId } = await handedIn('Étude sans connexion');
    h.google.control.injectFailure({ path: patchPath, method: 'PATCH', status: 401, times: 5 });
    await h.ok(gradeSubmission, { submissionId, grade: 70 }, people.teacher);
    await eventually(
      () => h.query(`SELECT status FROM grade_passbacks WHERE submission_id = $1`, [submissionId]),
      (rows) => rows[0]?.status === 'parked',
      20_000,
    );
    expect(await h.ok(getGoogleConnection, {}, people.teacher)).toMatchObject({ connected: false });
    expect(atGoogle(pushed).assignedGrade).toBeUndefined();
    h.google.control.clearFailures();
    await h.connectGoogle(people.teacher, marie);
    await landed(pushed, 70);
  });

  it('a grade of an assignment never pushed calls Google for nothing', async () => {
    const assignment = await assign(h, group.id, { title: 'Gardé ici' });
    const submission = await h.ok(
      submitAssignment,
      { assignmentId: assignment.id, ...practiceEntry },
      people.student,
    );
    h.google.control.clearRequests();
    await h.ok(gradeSubmission, { submissionId: submission.id, grade: 50 }, people.teacher);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.google.control.requests()).toEqual([]);
    expect(await h.query(`SELECT 1 FROM grade_passbacks WHERE submission_id = $1`, [submission.id])).toEqual(
      [],
    );
  });
});
