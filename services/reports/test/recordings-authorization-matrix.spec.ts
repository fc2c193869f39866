import {
  commentRecording,
  createPracticeReport,
  findRecordingTarget,
  keepRecording,
  listRecordings,
  recordingSubjects,
  removeRecording,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import {
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  serviceEnv,
  serviceNatsCells,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { oggBytes, startRecordings, type RecordingsHarness } from './recordings-harness.js';

// Issue 29 §2: a student attaches and removes their own recordings; they and the teachers of their group (the
// school's admin too: groups decides `teach`) listen to them and read their comments; those teachers comment
// and keep them as evidence; nobody crosses schools. Every recordings endpoint (NATS and the two HTTP routes
// the gateway streams to) × every kind of actor.
const { home, actors, groupStaff, groupMembers, theStudent } = twoOrganizationsMatrix();

const upload = 'http POST /reports/recordings';
const audio = 'http GET /reports/recordings/:recordingId/audio';
// The teachers are the group's teacher and the school's admin (groupStaff); the listeners, them and the student.
const table: Record<string, ExpectationRow> = {
  [upload]: theStudent,
  [audio]: groupMembers,
  [recordingSubjects.list]: groupMembers,
  [recordingSubjects.comment]: groupStaff,
  [recordingSubjects.keep]: groupStaff,
  [recordingSubjects.remove]: theStudent,
};

/** An HTTP answer as a reply envelope, for the matrix. */
async function asReply(response: { status: number; body?: unknown }): Promise<Reply<unknown>> {
  if (response.status < 300) return { ok: true, data: response.body ?? null };
  return (response.body ?? {
    ok: false,
    error: { code: 'INTERNAL', message: String(response.status) },
  }) as never;
}

describe('recordings: authorization matrix (two organisations, every endpoint)', () => {
  let h: RecordingsHarness;
  beforeAll(async () => {
    h = await startRecordings();
    await h.groupWith(home.teacher, [home.student]);
  }, 180_000);
  afterAll(() => h?.close());

  /** The home student's practice report with a recording of it, fresh for each cell. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const report = await h.ok(
      createPracticeReport,
      {
        practiceDate: dayOf(new Date()),
        duration: 10,
        location: 'home',
        content: 'Gammes',
        nextGoals: 'Arpèges',
      },
      home.student,
    );
    const made = await h.upload(
      home.student,
      { practiceReportId: report.id, durationSeconds: 30 },
      oggBytes(512),
    );
    if (made.status !== 201) throw new Error(`no recording: ${JSON.stringify(made.body)}`);
    const recordingId = made.body.id as string;
    const signedOut = async () => ({ ok: false, error: { code: 'UNAUTHENTICATED', message: '' } }) as const;
    switch (endpoint) {
      case upload: {
        if (!actor) return signedOut();
        const answer = await h.upload(
          actor,
          { practiceReportId: report.id, durationSeconds: 3 },
          oggBytes(256),
        );
        return asReply({
          status: answer.status,
          body: answer.status < 300 ? answer.body : { ok: false, ...answer.body },
        });
      }
      case audio: {
        if (!actor) {
          const response = await fetch(`${h.service.url}/reports/recordings/${recordingId}/audio`);
          return asReply({
            status: response.status,
            body: { ok: false, ...((await response.json()) as object) },
          });
        }
        const answer = await h.listen(actor, recordingId, 'bytes=0-3');
        if (answer.status === 206) return { ok: true, data: null };
        return asReply({
          status: answer.status,
          body: { ok: false, ...JSON.parse(Buffer.from(answer.bytes).toString()) },
        });
      }
      case recordingSubjects.list: {
        const reply = await h.send(listRecordings, { practiceReportId: report.id }, actor);
        return reply;
      }
      case recordingSubjects.comment:
        return h.send(commentRecording, { recordingId, atSecond: 4, text: 'Le souffle ici' }, actor);
      case recordingSubjects.keep:
        return h.send(keepRecording, { recordingId, kept: true }, actor);
      case recordingSubjects.remove:
        return h.send(removeRecording, { recordingId }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 240_000);

  // The NATS half: what each service's credentials may do with the recordings' subjects (decision 0014).
  it('every NATS user does with the recordings’ subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('reports', {
      gatewayPublishes: [recordingSubjects.comment],
      answers: [recordingSubjects.list],
      also: [
        // Whose practice report or submission it is: a system request only the reports send, homework answers.
        { publish: findRecordingTarget.subject, by: ['reports'] },
        { subscribe: findRecordingTarget.subject, queue: 'homework', by: ['homework'] },
      ],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
