import { SCOPE, type RunningFakeGoogle } from '../src/index.js';
import {
  CLASSROOM_SCOPES,
  getJson,
  postJson,
  signIn,
  startTestFake,
  TEACHER,
  OTHER_TEACHER,
} from './helpers.js';

let fake: RunningFakeGoogle;
const calendars = () => `${fake.url}/calendar/v3/calendars`;
const send = (method: string, url: string, token: string, body?: unknown) =>
  fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const token = async (scopes: string[], email = TEACHER) =>
  (await fake.control.issueToken({ email, scopes })).access_token;
const rehearsal = {
  summary: 'Répétition',
  start: { dateTime: '2026-12-01T15:45:00-05:00', timeZone: 'America/Toronto' },
  end: { dateTime: '2026-12-01T17:00:00-05:00', timeZone: 'America/Toronto' },
};

beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.control.reset());

describe('Calendar v3 in the fake (issue 28 §7)', () => {
  it('checks the scopes as Google does: a calendar needs `calendar`, events `calendar.events` too', async () => {
    const classroomOnly = await token([SCOPE.coursesReadonly]);
    const refused = await postJson(calendars(), { summary: 'Crescendo — Harmonie' }, classroomOnly);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        status: 'PERMISSION_DENIED',
      },
    });
    const eventsOnly = await token([SCOPE.calendarEvents]);
    expect((await postJson(calendars(), { summary: 'x' }, eventsOnly)).status).toBe(403);

    const full = await token([SCOPE.calendar]);
    const created = await postJson(
      calendars(),
      { summary: 'Crescendo — Harmonie', timeZone: 'America/Toronto' },
      full,
    );
    expect(created.status).toBe(200);
    const calendar = (await created.json()) as { id: string; summary: string };
    expect(calendar.summary).toBe('Crescendo — Harmonie');
    // An event with `calendar.events` alone is fine; with a Classroom token it is not.
    const inserted = await postJson(`${calendars()}/${calendar.id}/events`, rehearsal, eventsOnly);
    expect(inserted.status).toBe(200);
    expect((await postJson(`${calendars()}/${calendar.id}/events`, rehearsal, classroomOnly)).status).toBe(
      403,
    );
  });

  it('inserts with a chosen id once (409 after), updates, deletes (410 after), lists; another account sees 404', async () => {
    const full = await token([SCOPE.calendar]);
    const { id } = (await (await postJson(calendars(), { summary: 'C' }, full)).json()) as { id: string };
    const events = `${calendars()}/${encodeURIComponent(id)}/events`;
    const first = await postJson(events, { ...rehearsal, id: 'crescendo0001' }, full);
    expect(first.status).toBe(200);
    const again = await postJson(events, { ...rehearsal, id: 'crescendo0001' }, full);
    expect(again.status).toBe(409);
    expect(
      ((await again.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]!.reason,
    ).toBe('duplicate');
    expect((await postJson(events, { ...rehearsal, id: 'UPPER_case' }, full)).status).toBe(400);
    expect((await postJson(events, { summary: 'sans fin', start: rehearsal.start }, full)).status).toBe(400);

    const updated = await send('PUT', `${events}/crescendo0001`, full, {
      ...rehearsal,
      summary: 'Déplacée',
      status: 'cancelled',
    });
    expect(await updated.json()).toMatchObject({ summary: 'Déplacée', status: 'cancelled', sequence: 1 });
    expect((await send('PUT', `${events}/inconnu00`, full, rehearsal)).status).toBe(404);

    await postJson(events, { ...rehearsal, id: 'crescendo0002' }, full);
    expect((await send('DELETE', `${events}/crescendo0002`, full)).status).toBe(204);
    expect((await send('DELETE', `${events}/crescendo0002`, full)).status).toBe(410);
    const listed = (await (await getJson(events, full)).json()) as { items: unknown[] };
    expect(listed.items).toEqual([]);
    const withDeleted = (await (await getJson(`${events}?showDeleted=true`, full)).json()) as {
      items: unknown[];
    };
    expect(withDeleted.items).toHaveLength(2);

    const other = await token([SCOPE.calendar], OTHER_TEACHER);
    expect((await getJson(events, other)).status).toBe(404);
    expect(fake.control.calendars()[0]!.events).toHaveLength(2);
    expect(fake.control.calendarBodies().map((b) => b.method)).toContain('PUT');
  });

  it('include_granted_scopes: the new grant carries the scopes given before, the others only what they ask', async () => {
    await signIn(fake.url, { scopes: CLASSROOM_SCOPES });
    const incremental = await signIn(fake.url, {
      scopes: ['openid', 'email', SCOPE.calendar, SCOPE.calendarEvents],
      extra: { include_granted_scopes: 'true', access_type: 'offline', prompt: 'consent' },
    });
    expect(incremental.scope!.split(' ')).toEqual(
      expect.arrayContaining([SCOPE.coursesReadonly, SCOPE.calendar, SCOPE.calendarEvents]),
    );
    const alone = await signIn(fake.url, { scopes: ['openid', SCOPE.calendar] });
    expect(alone.scope!.split(' ').sort()).toEqual(['openid', SCOPE.calendar].sort());
  });
});
