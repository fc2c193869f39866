import { SCOPE, userIdFor, type RunningFakeGoogle } from '../src/index.js';
import { CLASSROOM_SCOPES, getJson, OTHER_TEACHER, postJson, startTestFake, TEACHER } from './helpers.js';

let fake: RunningFakeGoogle;
let token: string;

interface CourseList {
  courses?: Array<{ id: string; name: string; courseState: string; ownerId: string; enrollmentCode: string }>;
  nextPageToken?: string;
}
interface StudentList {
  students?: Array<{
    userId: string;
    profile: { name: { fullName: string }; emailAddress?: string; photoUrl?: string };
  }>;
  nextPageToken?: string;
}

async function issue(scopes: string[], email = TEACHER): Promise<string> {
  return (await fake.control.issueToken({ email, scopes })).access_token;
}

beforeAll(async () => {
  fake = await startTestFake({ defaultPageSize: 3 });
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.control.reset();
  token = await issue(CLASSROOM_SCOPES);
});

describe('GET /v1/courses', () => {
  it('pages through the teacher’s courses with nextPageToken, filtered by courseStates', async () => {
    const names: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ courseStates: 'ACTIVE', teacherId: 'me', pageSize: '2' });
      if (pageToken) query.set('pageToken', pageToken);
      const response = await getJson(`${fake.url}/v1/courses?${query}`, token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as CourseList;
      names.push(...(body.courses ?? []).map((c) => c.name));
      pageToken = body.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(2);
    expect(names).toEqual(['MUS413 — Jazz', 'MUS312 — Orchestre', 'MUS212 — Harmonie']);
  });

  it('returns every state when none is asked, and repeated courseStates', async () => {
    const all = (await (await getJson(`${fake.url}/v1/courses?pageSize=10`, token)).json()) as CourseList;
    expect(all.courses?.map((c) => c.courseState)).toContain('ARCHIVED');
    expect(all.courses?.every((c) => c.ownerId === userIdFor(TEACHER))).toBe(true);
    const both = (await (
      await getJson(`${fake.url}/v1/courses?courseStates=ARCHIVED&courseStates=ACTIVE&pageSize=10`, token)
    ).json()) as CourseList;
    expect(both.courses).toHaveLength(4);
  });

  it('omits the list when there is none, as Google does', async () => {
    fake.control.addAccount({ email: 'vide@test.crescendo.ca', givenName: 'Vide', familyName: 'Test' });
    const empty = await issue([SCOPE.coursesReadonly], 'vide@test.crescendo.ca');
    expect(await (await getJson(`${fake.url}/v1/courses`, empty)).json()).toEqual({});
  });

  it('rejects a page token replayed with other filters and an unknown state', async () => {
    const first = (await (await getJson(`${fake.url}/v1/courses?pageSize=1`, token)).json()) as CourseList;
    const replay = await getJson(
      `${fake.url}/v1/courses?courseStates=ACTIVE&pageToken=${first.nextPageToken}`,
      token,
    );
    expect(replay.status).toBe(400);
    const state = await getJson(`${fake.url}/v1/courses?courseStates=OPEN`, token);
    expect(state.status).toBe(400);
    expect(((await state.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('GET /v1/courses/{id}/students', () => {
  it('pages through the roster in Google’s shape', async () => {
    const first = (await (await getJson(`${fake.url}/v1/courses/100/students`, token)).json()) as StudentList;
    expect(first.students).toHaveLength(3);
    expect(first.students?.[0]).toEqual({
      courseId: '100',
      userId: userIdFor('eleve1@test.crescendo.ca'),
      profile: {
        id: userIdFor('eleve1@test.crescendo.ca'),
        name: { givenName: 'Élève1', familyName: 'Test', fullName: 'Élève1 Test' },
        emailAddress: 'eleve1@test.crescendo.ca',
        photoUrl: `${fake.url}/avatars/${userIdFor('eleve1@test.crescendo.ca')}.svg`,
      },
    });
    let all = first.students ?? [];
    let next = first.nextPageToken;
    while (next) {
      const page = (await (
        await getJson(`${fake.url}/v1/courses/100/students?pageToken=${next}`, token)
      ).json()) as StudentList;
      all = [...all, ...(page.students ?? [])];
      next = page.nextPageToken;
    }
    expect(all).toHaveLength(7);
  });

  it('leaves out e-mail and photo without the classroom.profile scopes', async () => {
    const bare = await issue([SCOPE.rostersReadonly]);
    const body = (await (await getJson(`${fake.url}/v1/courses/100/students`, bare)).json()) as StudentList;
    expect(body.students?.[0].profile.emailAddress).toBeUndefined();
    expect(body.students?.[0].profile.photoUrl).toBeUndefined();
  });
});

describe('control: a course changed by its teacher', () => {
  it('renames a course and changes its description (PATCH /__control/courses/{id}); 404 for an unknown one', async () => {
    const changed = await fetch(`${fake.url}/__control/courses/100`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'MUS212 — Harmonie avancée', description: 'Nouvelle description' }),
    });
    expect(changed.status).toBe(200);
    const course = (await (await getJson(`${fake.url}/v1/courses/100`, token)).json()) as {
      name: string;
      description: string;
    };
    expect(course).toMatchObject({ name: 'MUS212 — Harmonie avancée', description: 'Nouvelle description' });
    const unknown = await fetch(`${fake.url}/__control/courses/999999`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X' }),
    });
    expect(unknown.status).toBe(404);
    const empty = await fetch(`${fake.url}/__control/courses/100`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(empty.status).toBe(400);
  });
});

describe('courseWork', () => {
  const homework = {
    title: 'Gammes de si bémol',
    description: 'Pratiquer 20 minutes par jour.',
    state: 'PUBLISHED',
    workType: 'ASSIGNMENT',
    assigneeMode: 'ALL_STUDENTS',
    submissionModificationMode: 'MODIFIABLE_UNTIL_TURNED_IN',
    dueDate: { year: 2030, month: 3, day: 14 },
    dueTime: { hours: 23, minutes: 59 },
  };

  it('creates coursework and lists it back', async () => {
    const response = await postJson(`${fake.url}/v1/courses/100/courseWork`, homework, token);
    expect(response.status).toBe(200);
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ ...homework, courseId: '100', creatorUserId: userIdFor(TEACHER) });
    expect(created.id).toMatch(/^\d+$/);
    expect(created.alternateLink).toBe(`${fake.url}/c/100/a/${String(created.id)}/details`);

    const list = (await (await getJson(`${fake.url}/v1/courses/100/courseWork`, token)).json()) as {
      courseWork: unknown[];
    };
    expect(list.courseWork).toEqual([created]);
  });

  it.each([
    ['title', { ...homework, title: '' }],
    ['workType', { ...homework, workType: 'ESSAY' }],
    ['dueDate', { ...homework, dueDate: { year: 2030, month: 2, day: 30 } }],
    ['dueTime', { ...homework, dueTime: { hours: 24, minutes: 0 } }],
    ['dueTime', { ...homework, dueTime: undefined }],
    ['dueDate.month', { ...homework, dueDate: { year: 2030, month: 'mars', day: 1 } }],
    ['titel', { ...homework, titel: 'typo' }],
  ])('refuses a body with a bad %s: 400 INVALID_ARGUMENT naming the field', async (field, body) => {
    const response = await postJson(`${fake.url}/v1/courses/100/courseWork`, body, token);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { code: number; status: string; details: unknown[] } })
      .error;
    expect(error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(error.details).toEqual([
      expect.objectContaining({ fieldViolations: [expect.objectContaining({ field })] }),
    ]);
  });

  it('refuses coursework in someone else’s course and in an archived one', async () => {
    const foreign = await postJson(`${fake.url}/v1/courses/200/courseWork`, homework, token);
    expect(foreign.status).toBe(403);
    const archived = await postJson(`${fake.url}/v1/courses/103/courseWork`, homework, token);
    expect(archived.status).toBe(400);
    expect(((await archived.json()) as { error: { status: string } }).error.status).toBe(
      'FAILED_PRECONDITION',
    );
  });
});

describe('errors in Google’s shape', () => {
  it('401 UNAUTHENTICATED without a token, with an unknown one, and with an expired one', async () => {
    const missing = await getJson(`${fake.url}/v1/courses`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    expect((await getJson(`${fake.url}/v1/courses`, 'ya29.unknown')).status).toBe(401);

    expect(fake.control.expireToken(token)).toBe(true);
    const expired = await getJson(`${fake.url}/v1/courses`, token);
    expect(expired.status).toBe(401);
    const body = (await expired.json()) as { error: { code: number; message: string; status: string } };
    expect(body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    expect(body.error.message).toContain('invalid authentication credentials');
  });

  it('403 PERMISSION_DENIED when the token lacks the scope', async () => {
    const signInOnly = await issue(['openid', 'email']);
    const response = await getJson(`${fake.url}/v1/courses`, signInOnly);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        status: 'PERMISSION_DENIED',
      },
    });
  });

  it('404 NOT_FOUND for an unknown course, 403 for a course the caller is not in', async () => {
    const unknown = await getJson(`${fake.url}/v1/courses/999/students`, token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
    });
    const other = await getJson(`${fake.url}/v1/courses/200/students`, token);
    expect(other.status).toBe(403);
    const theirs = await issue(CLASSROOM_SCOPES, OTHER_TEACHER);
    expect((await getJson(`${fake.url}/v1/courses/200/students`, theirs)).status).toBe(200);
  });
});
