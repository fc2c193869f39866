import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  createAssignment,
  createBilan,
  createCommentDrafts,
  createPracticePlan,
  createPracticeReport,
  listTerms,
  setStudentGuardian,
  liveSubject,
  liveTopic,
  maestroProgressLive,
  setPolicy,
  type MaestroDraft,
  type MaestroProgress,
} from '@crescendo/contracts';
import { dayOf, schoolYearOf, shiftDay } from '@crescendo/domain';
import { demoAccounts, demoActor, demoGroups } from '@crescendo/domain/demo';
import { promptText } from '@crescendo/fake-llm';
import { prefixSubject } from '@crescendo/service-kit';
import { eventually } from '@crescendo/testing';
import { startMaestro, type MaestroHarness } from './maestro-harness.js';

// Issue 30 §1 and §6 over NATS, on PostgreSQL, against tools/fake-llm streaming: a bilan's progress on the
// teacher's live topic (decision 0068) — its place in the provider's queue, then the answer as it is written.
const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const lea = demoActor('eleve@demo.crescendo.ca', 'student');
const harmonie = demoGroups[0]!.id;
const today = dayOf(new Date());
const period = { groupId: harmonie, studentId: lea.userId, from: shiftDay(today, -60), to: today };

let h: MaestroHarness;
let watcher: NatsConnection;
let subscriptions: Subscription[] = [];
/** Every progress event that reached the teacher's live topic, in the order NATS delivered them. */
const heard: MaestroProgress[] = [];

beforeAll(async () => {
  h = await startMaestro({
    env: {
      MAESTRO_LLM_CONCURRENCY: '1',
      // Every partial answer previewed as it comes: the fake writes its answer in one burst, which the default
      // pace (a preview every 100 ms) would rightly send as one piece; the pieces' order is what is tested.
      MAESTRO_PREVIEW_INTERVAL_MS: '0',
      MAESTRO_DAILY_USER_REQUESTS: '50',
      MAESTRO_DAILY_SCHOOL_REQUESTS: '50',
    },
  });
  await h.ok(setPolicy, { key: 'maestro.enabled', value: true }, admin);
  await h.ok(
    createPracticeReport,
    {
      practiceDate: today,
      duration: 25,
      location: 'home',
      content: 'Léa Roy a travaillé la gamme.',
      nextGoals: 'La gamme de si bémol',
    },
    lea,
  );
  watcher = await h.nats.connectAs('operator');
  // The teacher's live topic, and the student's (her practice plan's progress).
  subscriptions = [teacher, lea].map((person) =>
    watcher.subscribe(prefixSubject(h.prefix, liveSubject(liveTopic('user', person.userId))), {
      callback: (_error, message) => {
        const envelope = message.json<{ data: { name: string; data: MaestroProgress } }>();
        if (envelope.data.name === maestroProgressLive.name) heard.push(envelope.data.data);
      },
    }),
  );
  await watcher.flush();
}, 120_000);
afterAll(async () => {
  for (const subscription of subscriptions) subscription.unsubscribe();
  await watcher?.close();
  await h?.close();
});
beforeEach(() => {
  h.llm.control.reset();
  heard.length = 0;
});

const of = (key: string) => heard.filter((progress) => progress.key === key);
const written = (key: string) =>
  of(key).flatMap((progress) => (progress.state === 'writing' ? [progress] : []));

describe('a bilan streamed to the page', () => {
  it('arrives in order, piece by piece, with the names put back and none of them sent to the model', async () => {
    const key = crypto.randomUUID();
    const draft: MaestroDraft = await h.ok(createBilan, { ...period, progressKey: key }, teacher);
    // The validated draft is what the preview said, the unsourced sentence it dropped aside.
    const preview = await eventually(
      async () =>
        written(key)
          .map((piece) => piece.text)
          .join(''),
      (text) => draft.sentences.every((sentence) => text.includes(sentence.text)),
    );
    const pieces = written(key);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.map((piece) => piece.index)).toEqual(pieces.map((_, index) => index));
    expect(preview).toContain('Léa Roy');
    for (const piece of pieces) expect(piece.text).not.toMatch(/Élève|\bA\b/);
    expect(of(key).some((progress) => progress.state === 'waiting')).toBe(false);

    const [request] = h.llm.control.requests();
    expect(request!.body).toMatchObject({ stream: true });
    const sent = JSON.stringify(request!.body) + promptText(request!.body);
    expect(sent).toContain('Élève A');
    for (const person of demoAccounts) {
      for (const secret of [person.email, person.id])
        expect(sent.toLowerCase()).not.toContain(secret.toLowerCase());
      for (const name of [person.firstName, person.lastName])
        expect(sent).not.toMatch(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'iu'));
    }
  });

  it('starts the preview over when a malformed answer is asked again; the draft is the valid answer', async () => {
    h.llm.control.answerMalformed(1);
    const key = crypto.randomUUID();
    const draft = await h.ok(createBilan, { ...period, progressKey: key }, teacher);
    expect(draft.sentences.length).toBeGreaterThan(0);
    const afterRestart = () => {
      const pieces = written(key);
      const restart = pieces.findIndex((piece) => piece.restart);
      return restart < 0
        ? ''
        : pieces
            .slice(restart + 1)
            .map((piece) => piece.text)
            .join('');
    };
    await eventually(
      async () => afterRestart(),
      (text) => text.includes(draft.sentences[0]!.text),
    );
    expect(written(key)[0]).toMatchObject({ index: 0, text: '', restart: true });
    expect(h.llm.control.requests()).toHaveLength(2);
  });

  it('says nothing to a request asked without a key', async () => {
    await h.ok(createBilan, period, teacher);
    // The next request's progress arrives after anything the first could have sent (one NATS connection).
    const key = crypto.randomUUID();
    await h.ok(createBilan, { ...period, progressKey: key }, teacher);
    await eventually(
      async () => written(key).length,
      (count) => count > 0,
    );
    expect(heard.every((progress) => progress.key === key)).toBe(true);
  });
});

describe('a practice plan streamed to the student’s page', () => {
  it('arrives in order on her own topic, each session as it is written, names put back', async () => {
    await h.ok(
      setStudentGuardian,
      { studentId: lea.userId, ageBand: 'fourteenPlus', parentEmail: null },
      admin,
    );
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: harmonie,
        title: 'Étude pour Léa Roy',
        description: 'Le passage lent.',
        dueDate: shiftDay(today, 7),
        dueTime: '16:00',
        sendToClassroom: false,
      },
      teacher,
    );
    const key = crypto.randomUUID();
    const plan = await h.ok(
      createPracticePlan,
      { assignmentId: assignment.id, difficulty: 'Les notes aiguës.', language: 'fr', progressKey: key },
      lea,
    );
    const preview = await eventually(
      async () =>
        written(key)
          .map((piece) => piece.text)
          .join(''),
      (text) => plan.sessions.every((session) => text.includes(session.focus)),
    );
    const pieces = written(key);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.map((piece) => piece.index)).toEqual(pieces.map((_, index) => index));
    expect(preview).toContain(`${plan.sessions[0]!.day} — ${plan.sessions[0]!.focus}`);
    expect(preview).not.toMatch(/Élève [A-Z]/);
    expect(h.llm.control.requests()[0]!.body).toMatchObject({ stream: true });
  });
});

describe('report-card comments told to the page as each is drafted', () => {
  it('each student’s comment whole, with their name, in the order they finish', async () => {
    const { terms } = await h.ok(listTerms, { schoolYear: schoolYearOf(new Date()) }, admin);
    const key = crypto.randomUUID();
    const { drafts } = await h.ok(
      createCommentDrafts,
      { groupId: harmonie, termId: terms[0]!.id, language: 'fr', progressKey: key },
      teacher,
    );
    expect(drafts.length).toBeGreaterThan(1);
    const preview = await eventually(
      async () =>
        written(key)
          .map((piece) => piece.text)
          .join(''),
      (text) => drafts.every((draft) => text.includes(draft.text)),
    );
    const pieces = written(key);
    expect(pieces).toHaveLength(drafts.length);
    expect(pieces.map((piece) => piece.index)).toEqual(pieces.map((_, index) => index));
    expect(preview).toContain('Léa Roy — ');
    // One comment is one model call, not streamed: the page hears it whole.
    expect(h.llm.control.requests().every((request) => !(request.body as { stream?: boolean }).stream)).toBe(
      true,
    );
  });
});

describe("the provider's queue (MAESTRO_LLM_CONCURRENCY=1)", () => {
  it('lets one call at a time through; the others wait and hear their place until their turn', async () => {
    h.llm.control.setLatency(1500);
    try {
      const keys = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const drafts = await Promise.all(
        keys.map((progressKey) => h.ok(createBilan, { ...period, progressKey }, teacher)),
      );
      expect(drafts.every((draft) => draft.sentences.length > 0)).toBe(true);
      await eventually(
        async () => keys.map((key) => written(key).length),
        (counts) => counts.every((count) => count > 0),
      );
      const positions = keys
        .map((key) =>
          of(key).flatMap((progress) => (progress.state === 'waiting' ? [progress.position] : [])),
        )
        .sort((a, b) => a.length - b.length);
      expect(positions).toEqual([[], [1], [2, 1]]);
      // Each waiting request's places all came before its first piece of text.
      for (const key of keys) {
        const events = of(key);
        const firstText = events.findIndex((progress) => progress.state === 'writing');
        expect(events.slice(firstText).some((progress) => progress.state === 'waiting')).toBe(false);
      }
    } finally {
      h.llm.control.setLatency(0);
    }
  }, 30_000);
});
