import { SCOPE, type RunningFakeGoogle } from '../src/index.js';
import { getJson, postJson, startTestFake, students, TEACHER } from './helpers.js';

let fake: RunningFakeGoogle;
let teacher: string;
let work: { id: string };
const base = () => `${fake.url}/v1/courses/100/courseWork`;
const [emma, liam] = students(2);

function patch(url: string, body: unknown, token: string): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function submissionsOf(token: string, query = ''): Promise<Array<Record<string, unknown>>> {
  const response = await getJson(`${base()}/${work.id}/studentSubmissions${query}`, token);
  expect(response.status).toBe(200);
  return (
    ((await response.json()) as { studentSubmissions?: Array<Record<string, unknown>> }).studentSubmissions ??
    []
  );
}

beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.control.reset();
  teacher = (await fake.control.issueToken({ email: TEACHER, scopes: [SCOPE.courseworkStudents] }))
    .access_token;
  const created = await postJson(
    base(),
    { title: 'Gammes', workType: 'ASSIGNMENT', state: 'PUBLISHED', maxPoints: 100 },
    teacher,
  );
  work = (await created.json()) as { id: string };
});

describe('studentSubmissions', () => {
  it('makes one submission per assigned student, listed by the teacher, paged, filtered by user and state', async () => {
    const all = await submissionsOf(teacher);
    expect(all).toHaveLength(7);
    expect(all[0]).toMatchObject({
      courseId: '100',
      courseWorkId: work.id,
      state: 'CREATED',
      courseWorkType: 'ASSIGNMENT',
    });
    const first = await getJson(`${base()}/${work.id}/studentSubmissions?pageSize=5`, teacher);
    const page = (await first.json()) as { studentSubmissions: unknown[]; nextPageToken: string };
    expect(page.studentSubmissions).toHaveLength(5);
    expect(page.nextPageToken).toEqual(expect.any(String));
    expect(await submissionsOf(teacher, `?userId=${encodeURIComponent(emma!.email)}`)).toHaveLength(1);
    fake.control.turnIn('100', work.id, emma!.email);
    expect(await submissionsOf(teacher, '?states=TURNED_IN')).toEqual([
      expect.objectContaining({ state: 'TURNED_IN' }),
    ]);
    // `-` lists the submissions of every work of the course.
    const everyWork = await getJson(`${base()}/-/studentSubmissions`, teacher);
    expect(((await everyWork.json()) as { studentSubmissions: unknown[] }).studentSubmissions).toHaveLength(
      7,
    );
  });

  it('shows a student their own submission only', async () => {
    fake.control.addAccount({ email: emma!.email, givenName: emma!.givenName, familyName: emma!.familyName });
    const student = (await fake.control.issueToken({ email: emma!.email, scopes: [SCOPE.courseworkMe] }))
      .access_token;
    const own = await submissionsOf(student);
    expect(own).toHaveLength(1);
    const others = await getJson(
      `${base()}/${work.id}/studentSubmissions?userId=${encodeURIComponent(liam!.email)}`,
      student,
    );
    expect(others.status).toBe(403);
  });

  it('lets the teacher set assignedGrade and draftGrade through updateMask, and refuses other fields', async () => {
    const [submission] = await submissionsOf(teacher, `?userId=${encodeURIComponent(emma!.email)}`);
    const url = `${base()}/${work.id}/studentSubmissions/${String(submission!.id)}`;
    const graded = await patch(
      `${url}?updateMask=assignedGrade,draftGrade`,
      { assignedGrade: 87, draftGrade: 87 },
      teacher,
    );
    expect(graded.status).toBe(200);
    expect(await graded.json()).toMatchObject({ assignedGrade: 87, draftGrade: 87 });
    expect((await patch(url, { assignedGrade: 90 }, teacher)).status).toBe(400);
    expect((await patch(`${url}?updateMask=state`, { state: 'RETURNED' }, teacher)).status).toBe(403);
    expect((await patch(`${url}?updateMask=assignedGrade`, { assignedGrade: 101 }, teacher)).status).toBe(
      400,
    );
    expect((await patch(`${url}?updateMask=assignedGrade`, { assignedGrade: -1 }, teacher)).status).toBe(400);
    const readOnly = (
      await fake.control.issueToken({ email: TEACHER, scopes: [SCOPE.courseworkStudentsReadonly] })
    ).access_token;
    expect((await patch(`${url}?updateMask=assignedGrade`, { assignedGrade: 50 }, readOnly)).status).toBe(
      403,
    );
    expect(fake.control.submissions('100', work.id).find((s) => s.id === submission!.id)).toMatchObject({
      assignedGrade: 87,
    });
  });

  it('returns a submission to the student (`:return`), the teacher only', async () => {
    const [submission] = await submissionsOf(teacher, `?userId=${encodeURIComponent(emma!.email)}`);
    const url = `${base()}/${work.id}/studentSubmissions/${String(submission!.id)}:return`;
    fake.control.addAccount({ email: emma!.email, givenName: emma!.givenName, familyName: emma!.familyName });
    const student = (
      await fake.control.issueToken({ email: emma!.email, scopes: [SCOPE.courseworkStudents] })
    ).access_token;
    expect((await postJson(url, {}, student)).status).toBe(403);
    const returned = await postJson(url, {}, teacher);
    expect(returned.status).toBe(200);
    expect(await returned.json()).toEqual({});
    expect(fake.control.submissions('100', work.id).find((s) => s.id === submission!.id)).toMatchObject({
      state: 'RETURNED',
    });
    expect((await postJson(`${base()}/${work.id}/studentSubmissions/nope:return`, {}, teacher)).status).toBe(
      404,
    );
  });
});
