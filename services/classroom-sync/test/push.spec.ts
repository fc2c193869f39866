import {
  getAssignment,
  getGoogleConnection,
  listGroups,
  lookupProfiles,
  pushCourseWork,
  type Group,
} from '@crescendo/contracts';
import { userIdFor } from '@crescendo/fake-google';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';
import { assign, courseWorkAtGoogle, importedGroup, marie, nouvelle, pushAccounts } from './push-fixture.js';

const courseWorkPath = '/v1/courses/*/courseWork';

describe('pushing an assignment to Google Classroom (issue 11.4, spec §4, §7, §8)', () => {
  let h: ClassroomHarness;
  let group: Group;

  beforeAll(async () => {
    h = await startClassroom({ accounts: pushAccounts, homework: true });
    group = await importedGroup(h);
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(() => h.google.control.clearFailures());

  /** Refused, with the spec's message; the assignment stays saved in Crescendo. */
  async function refused(assignmentId: string, message: string) {
    const reply = await h.send(pushCourseWork, { assignmentId }, people.teacher);
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.error.message).toBe(message);
    expect((await h.send(getAssignment, { assignmentId }, people.teacher)).ok).toBe(true);
  }

  it('makes the coursework in the group’s course with the spec’s body, once', async () => {
    const assignment = await assign(h, group.id, { title: 'Gammes en si bémol' });
    const pushed = await h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher);
    expect(pushed).toMatchObject({ assignmentId: assignment.id, courseId: group.externalId });

    const due = new Date(assignment.dueAt);
    const [work, ...others] = await courseWorkAtGoogle(h, group.externalId!);
    expect(others).toHaveLength(0);
    expect(work).toMatchObject({
      id: pushed.courseWorkId,
      title: 'Gammes en si bémol',
      description: 'Mesures 1 à 16, lentement',
      state: 'PUBLISHED',
      workType: 'ASSIGNMENT',
      assigneeMode: 'ALL_STUDENTS',
      submissionModificationMode: 'MODIFIABLE_UNTIL_TURNED_IN',
      maxPoints: 100,
      dueDate: { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() },
      dueTime: { hours: due.getUTCHours(), minutes: due.getUTCMinutes() },
    });
    // Toronto's 17:00 is 21:00 or 22:00 UTC: Classroom reads the due time in UTC.
    expect([21, 22]).toContain((work!.dueTime as { hours: number }).hours);

    // Sent again (a double click, a retry): the same coursework, none made.
    expect(await h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher)).toEqual(pushed);
    expect(await courseWorkAtGoogle(h, group.externalId!)).toHaveLength(1);
  });

  it('two pushes of one assignment at once (a double click, two tabs) make one coursework', async () => {
    const assignment = await assign(h, group.id, { title: 'Deux onglets' });
    h.google.control.setLatency({ rules: [{ path: courseWorkPath, method: 'POST', ms: 300 }] });
    try {
      const [first, second] = await Promise.all(
        [1, 2].map(() => h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher)),
      );
      expect(second).toEqual(first);
    } finally {
      h.google.control.clearLatency();
    }
    const made = (await courseWorkAtGoogle(h, group.externalId!)).filter((w) => w.title === 'Deux onglets');
    expect(made).toHaveLength(1);
  });

  it('assigns chosen students by their Google ids (kept from the import’s roster)', async () => {
    const { profiles } = await h.ok(lookupProfiles, { userIds: group.studentIds }, people.teacher);
    const chosen = profiles.find((profile) => profile.email === nouvelle)!;
    const assignment = await assign(h, group.id, { title: 'Pour Nouvelle', studentIds: [chosen.id] });
    const pushed = await h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher);
    const work = (await courseWorkAtGoogle(h, group.externalId!)).find((w) => w.id === pushed.courseWorkId);
    expect(work).toMatchObject({
      assigneeMode: 'INDIVIDUAL_STUDENTS',
      individualStudentsOptions: { studentIds: [userIdFor(nouvelle)] },
    });
    const submissions = h.google.control.submissions(group.externalId!, pushed.courseWorkId);
    expect(submissions.map((s) => s.userId)).toEqual([userIdFor(nouvelle)]);
  });

  it('a group not imported from Google Classroom: the spec’s message, the assignment kept', async () => {
    // The demo teacher's own group, made in Crescendo (with students: homework needs some).
    const { groups } = await h.ok(listGroups, {}, people.teacher);
    const manual = groups.find((g) => g.source === 'manual' && g.studentIds.length > 0)!;
    const assignment = await assign(h, manual.id);
    await refused(
      assignment.id,
      'Groupe Google Classroom non trouvé. Assurez-vous que le groupe a été importé depuis Google Classroom.',
    );
  });

  it('no Google connection: the spec’s message', async () => {
    // The admin may push the teacher's assignment, but never connected Google.
    const assignment = await assign(h, group.id);
    const reply = await h.send(pushCourseWork, { assignmentId: assignment.id }, people.admin);
    expect(reply.ok).toBe(false);
    if (!reply.ok)
      expect(reply.error.message).toBe(
        'Token Google Classroom non trouvé. Veuillez vous reconnecter avec Google.',
      );
  });

  it.each([
    [
      403,
      // Spec §8, and the hint to enable the API in the cloud project (issue 32 §6).
      'Permissions Google Classroom insuffisantes. Veuillez vous reconnecter avec Google pour obtenir les bonnes permissions. Si le problème persiste, l’API Google Classroom doit être activée dans le projet Google Cloud de la plateforme (Google Cloud Console, « API et services »).',
    ],
    [404, "L'API Google Classroom n'est pas activée. Veuillez l'activer dans la Google Cloud Console."],
    [
      400,
      'Erreur lors de la création du devoir: 400 - {"error":{"code":400,"message":"Bad dueDate","status":"INVALID_ARGUMENT"}}',
    ],
  ])('Google answers %i: the spec’s message, the assignment kept', async (status, message) => {
    const assignment = await assign(h, group.id);
    h.google.control.injectFailure({
      path: courseWorkPath,
      method: 'POST',
      status,
      // google-auth-library refreshes the token and tries once more on a 401 or 403.
      times: 3,
      ...(status === 400
        ? { body: { error: { code: 400, message: 'Bad dueDate', status: 'INVALID_ARGUMENT' } } }
        : {}),
    });
    await refused(assignment.id, message);
  });

  it('a 5xx is tried again and the coursework made once', async () => {
    const assignment = await assign(h, group.id, { title: 'Après une panne' });
    h.google.control.injectFailure({ path: courseWorkPath, method: 'POST', status: 503, times: 2 });
    h.google.control.clearRequests();
    const pushed = await h.ok(pushCourseWork, { assignmentId: assignment.id }, people.teacher);
    const posts = h.google.control.requests({ method: 'POST', path: courseWorkPath });
    expect(posts.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(
      (await courseWorkAtGoogle(h, group.externalId!)).filter((w) => w.id === pushed.courseWorkId),
    ).toHaveLength(1);
  });

  it('Google answers 401 (even after a refresh): the spec’s message and the stored token cleared', async () => {
    const assignment = await assign(h, group.id);
    h.google.control.injectFailure({ path: courseWorkPath, method: 'POST', status: 401, times: 5 });
    await refused(assignment.id, 'Token Google expiré. Veuillez vous reconnecter avec Google.');
    expect(await h.ok(getGoogleConnection, {}, people.teacher)).toMatchObject({ connected: false });
    // Without a token now: the spec's message for a missing one (the browser adds that the save stays).
    await refused(assignment.id, 'Token Google Classroom non trouvé. Veuillez vous reconnecter avec Google.');
    h.google.control.clearFailures();
    await h.connectGoogle(people.teacher, marie);
    expect((await h.send(pushCourseWork, { assignmentId: assignment.id }, people.teacher)).ok).toBe(true);
  });
});
