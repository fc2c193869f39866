import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
  confirmGoogleLink,
  disconnectGoogle,
  getGoogleConnection,
  listClassroomCourses,
  startGoogleConnection,
} from '@crescendo/contracts';
import { chooseGoogleAccount, SCOPE } from '@crescendo/fake-google';
import { browserBinding, people, startClassroom, type ClassroomHarness } from './classroom-harness.js';

const teacherGoogle = 'marie.lefebvre@ecole.test';

describe('connecting Google (issue 11.2): server-side OAuth against tools/fake-google', () => {
  let h: ClassroomHarness;

  beforeAll(async () => {
    h = await startClassroom({
      accounts: [
        {
          email: teacherGoogle,
          givenName: 'Marie',
          familyName: 'Lefebvre',
          courses: [{ name: 'MUS212 — Harmonie', students: [] }],
        },
      ],
    });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    await h.send(disconnectGoogle, {}, people.teacher);
    h.google.control.clearFailures();
  });

  it('asks Google for the spec’s scopes, offline access and a forced consent, with PKCE', async () => {
    const browser = browserBinding();
    const { url } = await h.ok(startGoogleConnection, browser.start, people.teacher);
    expect(url).toMatch(/^\/auth\/google\?ticket=[\w-]{40,}$/);
    const ticket = new URL(url, 'http://app.test').searchParams.get('ticket')!;
    const { authorizationUrl } = await h.ok(
      beginGoogleAuthorization,
      { ticket, binding: browser.value },
      null,
    );
    const consent = new URL(authorizationUrl).searchParams;
    expect(consent.get('scope')!.split(' ').sort()).toEqual(
      [
        'openid',
        'email',
        'profile',
        SCOPE.coursesReadonly,
        SCOPE.rostersReadonly,
        SCOPE.courseworkMe,
        SCOPE.courseworkStudents,
        SCOPE.profileEmails,
        SCOPE.profilePhotos,
      ].sort(),
    );
    expect(consent.get('access_type')).toBe('offline');
    expect(consent.get('prompt')).toBe('consent');
    expect(consent.get('code_challenge_method')).toBe('S256');
    expect(consent.get('redirect_uri')).toBe('http://app.test/auth/google/callback');
    // A ticket works once.
    expect((await h.send(beginGoogleAuthorization, { ticket, binding: browser.value }, null)).ok).toBe(false);
  });

  it('refuses the ticket to another browser and keeps it for the one that asked (issue 34.2)', async () => {
    const browser = browserBinding();
    const { url } = await h.ok(startGoogleConnection, browser.start, people.teacher);
    const ticket = new URL(url, 'http://app.test').searchParams.get('ticket')!;
    expect(
      await h.send(beginGoogleAuthorization, { ticket, binding: browserBinding().value }, null),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', messageKey: 'classroom.otherBrowser' } });
    expect((await h.send(beginGoogleAuthorization, { ticket, binding: browser.value }, null)).ok).toBe(true);
  });

  /** A link asked, Google's consent given: the callback's answer, and the browser's binding. */
  async function untilConfirmation() {
    const browser = browserBinding();
    const { url } = await h.ok(startGoogleConnection, browser.start, people.teacher);
    const ticket = new URL(url, 'http://app.test').searchParams.get('ticket')!;
    const begun = await h.ok(beginGoogleAuthorization, { ticket, binding: browser.value }, null);
    const back = await approveAt(begun.authorizationUrl, teacherGoogle);
    const answer = await h.ok(
      completeGoogleAuthorization,
      { state: back.get('state')!, code: back.get('code')!, binding: browser.value },
      null,
    );
    return { binding: browser.value, answer, token: 'confirm' in answer ? answer.confirm.token : '' };
  }

  it('holds Google’s grant for the confirmation, which names both accounts; cancelled, it is revoked and nothing is stored', async () => {
    const { binding, answer, token } = await untilConfirmation();
    expect(answer).toEqual({
      confirm: {
        token: expect.stringMatching(/^[\w-]{43}$/),
        googleEmail: teacherGoogle,
        accountEmail: 'prof@demo.crescendo.ca',
        language: 'fr',
      },
    });
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
    h.google.control.clearRequests();
    expect(await h.ok(confirmGoogleLink, { token, binding, confirmed: false }, null)).toEqual({
      redirect: '/home?error=google_auth_failed&reason=cancelled',
    });
    expect(h.google.control.requests({ path: '/revoke' }).map((r) => r.status)).toEqual([200]);
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
    // Taken once: confirming afterwards finds nothing.
    expect(await h.ok(confirmGoogleLink, { token, binding, confirmed: true }, null)).toEqual({
      redirect: '/home?error=google_auth_failed',
    });
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);

    // A reconnection to the Google account already connected, cancelled: Google's one grant for that account
    // is the current connection's too, so it is not revoked.
    await h.connectGoogle(people.teacher, teacherGoogle);
    const again = await untilConfirmation();
    h.google.control.clearRequests();
    await h.ok(confirmGoogleLink, { token: again.token, binding: again.binding, confirmed: false }, null);
    expect(h.google.control.requests({ path: '/revoke' })).toEqual([]);
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(true);
    expect((await h.send(listClassroomCourses, {}, people.teacher)).ok).toBe(true);
  });

  it('keeps the tokens on the server, the refresh token sealed, and lands on /home?auth=google_success', async () => {
    expect(await h.connectGoogle(people.teacher, teacherGoogle)).toBe('/home?auth=google_success');
    const connection = await h.ok(getGoogleConnection, {}, people.teacher);
    expect(connection).toEqual({ connected: true, email: teacherGoogle, connectedAt: expect.any(String) });
    expect(JSON.stringify(connection)).not.toMatch(/ya29\.|1\/\/0/);
    const [row] = await h.query<{ refresh_token_sealed: string; access_token_sealed: string }>(
      `SELECT refresh_token_sealed, access_token_sealed FROM google_connections WHERE user_id = $1`,
      [people.teacher.userId],
    );
    expect(row!.refresh_token_sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row!.refresh_token_sealed).not.toContain('1//0');
    expect(row!.access_token_sealed).not.toContain('ya29.');
  });

  it('goes back to the portal page that started it, its course selection open, and to no other site (issue 32 §5)', async () => {
    expect(await h.connectGoogle(people.teacher, teacherGoogle, {}, '/teacher/groupes')).toBe(
      '/teacher/groupes?auth=google_success&classroom=courses',
    );
    for (const returnTo of [
      '//elsewhere.example/teacher',
      'https://elsewhere.example/',
      '/student/dashboard',
    ]) {
      const refused = await h.send(
        startGoogleConnection,
        { ...browserBinding().start, returnTo },
        people.teacher,
      );
      expect([returnTo, refused.ok]).toEqual([returnTo, false]);
    }
  });

  it('lands on /home?error=google_auth_failed when the user cancels, the state is replayed or another browser answers', async () => {
    const browser = browserBinding();
    const binding = browser.value;
    const { url } = await h.ok(startGoogleConnection, browser.start, people.teacher);
    const ticket = new URL(url, 'http://app.test').searchParams.get('ticket')!;
    const { authorizationUrl } = await h.ok(beginGoogleAuthorization, { ticket, binding }, null);
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const cancelled = await h.ok(
      completeGoogleAuthorization,
      { state, error: 'access_denied', binding },
      null,
    );
    expect(cancelled).toEqual({ redirect: '/home?error=google_auth_failed' });
    // The state was spent by the cancellation.
    const replay = await h.ok(completeGoogleAuthorization, { state, code: 'x', binding }, null);
    expect(replay).toEqual({ redirect: '/home?error=google_auth_failed' });
    // An attacker's consent link opened in someone else's browser (without its binding cookie).
    expect(await h.connectGoogle(people.teacher, teacherGoogle, { binding: 'another-browser' })).toBe(
      '/home?error=google_auth_failed',
    );
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
  });

  it('lands on the failure with reason=no_token when Google answers the code without an access token', async () => {
    h.google.control.injectFailure({
      path: '/token',
      method: 'POST',
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3599, scope: 'openid email' },
    });
    expect(await h.connectGoogle(people.teacher, teacherGoogle)).toBe(
      '/home?error=google_auth_failed&reason=no_token',
    );
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
  });

  it('refreshes the access token before it expires, and stores the new one', async () => {
    await h.connectGoogle(people.teacher, teacherGoogle);
    // Four minutes left: inside the five minutes before expiry where the token is refreshed ahead.
    await h.query(
      `UPDATE google_connections SET access_token_expires_at = now() + interval '4 minutes' WHERE user_id = $1`,
      [people.teacher.userId],
    );
    const [before] = await h.query<{ access_token_sealed: string }>(
      `SELECT access_token_sealed FROM google_connections WHERE user_id = $1`,
      [people.teacher.userId],
    );
    h.google.control.clearRequests();
    await h.ok(listClassroomCourses, {}, people.teacher);
    expect(h.google.control.requests({ path: '/token' }).map((r) => r.status)).toEqual([200]);
    const [after] = await h.query<{ access_token_sealed: string; access_token_expires_at: Date }>(
      `SELECT access_token_sealed, access_token_expires_at FROM google_connections WHERE user_id = $1`,
      [people.teacher.userId],
    );
    expect(after!.access_token_sealed).not.toBe(before!.access_token_sealed);
    expect(after!.access_token_expires_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('clears the stored token when Google answers 401, with the spec’s message', async () => {
    await h.connectGoogle(people.teacher, teacherGoogle);
    // The grant revoked at Google (say, from the user's Google account page): access and refresh refused.
    for (const token of await activeTokens(h)) h.google.control.revokeToken(token);
    const reply = await h.send(listClassroomCourses, {}, people.teacher);
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        messageKey: 'classroom.googleTokenExpired',
        message: 'Token Google expiré. Veuillez vous reconnecter avec Google.',
      },
    });
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
    const again = await h.send(listClassroomCourses, {}, people.teacher);
    expect(again).toMatchObject({ ok: false, error: { messageKey: 'classroom.tokenMissing' } });
  });

  it('revokes the grant at Google on ‘Déconnecter Google’', async () => {
    await h.connectGoogle(people.teacher, teacherGoogle);
    const tokens = await activeTokens(h);
    h.google.control.clearRequests();
    await h.ok(disconnectGoogle, {}, people.teacher);
    expect(h.google.control.requests({ path: '/revoke' }).map((r) => r.status)).toEqual([200]);
    // Revoked: Google refuses the refresh token now.
    expect(h.google.control.revokeToken(tokens[0]!)).toBe(false);
    expect(
      await h.query(`SELECT 1 FROM google_connections WHERE user_id = $1`, [people.teacher.userId]),
    ).toEqual([]);
  });

  it('is not for students', async () => {
    for (const reply of [
      await h.send(getGoogleConnection, {}, people.student),
      await h.send(startGoogleConnection, browserBinding('eleve@demo.crescendo.ca').start, people.student),
      await h.send(disconnectGoogle, {}, people.student),
    ]) {
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });
});

/** Google's account chooser answered with `email`: the callback's query. */
async function approveAt(authorizationUrl: string, email: string): Promise<URLSearchParams> {
  return new URL(await chooseGoogleAccount(authorizationUrl, email)).searchParams;
}

/** The stored refresh token, opened as the service opens it: what a revocation at Google targets. */
async function activeTokens(h: ClassroomHarness): Promise<string[]> {
  const { TokenVault } = await import('../src/google/token-vault.store.js');
  const { serviceDb } = await import('@crescendo/service-kit');
  const { sealingKey } = await import('@crescendo/service-kit/crypto');
  const { serviceEnv } = await import('@crescendo/testing');
  const vault = new TokenVault(serviceDb(h.db), {
    current: sealingKey(serviceEnv().GOOGLE_TOKEN_KEY!),
    previous: [],
  });
  const stored = await vault.load(people.teacher.userId);
  return stored ? [stored.refreshToken] : [];
}
