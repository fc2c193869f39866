import { randomUUID } from 'node:crypto';
import {
  deleteSignInDomain,
  listSignInDomains,
  saveSignInDomain,
  type Actor,
  type PayloadInOf,
  type Role,
} from '@crescendo/contracts';
import {
  startFakeGoogle,
  startFakeOidcIssuer,
  type RunningFakeGoogle,
  type RunningFakeOidcIssuer,
} from '@crescendo/fake-google';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  browse,
  CookieJar,
  decodeLikeKeycloakJs,
  followToCode,
  form,
  startAuthorization,
  tokenRequest,
} from '@crescendo/testing';
import { signIn, startIdentityWithProvider, stopIdentity } from './identity-harness.js';

const clientId = 'crescendo-web';
const redirectUri = 'http://app.test/teacher/groupes';
const failure = 'Erreur lors de la connexion par domaine.';

/**
 * Sign-in by the school's domain (issue 25 §5, decision 0057): a board configures Google Workspace for its staff's
 * domain (tools/fake-google) and Entra ID for its pupils' (the fake OIDC issuer), and each person signs in through
 * their school's provider, linked by (issuer, subject), in the school the domain leads to with the domain's role.
 */
describe("'Se connecter avec mon école' (sign-in by the school's domain)", () => {
  let google: RunningFakeGoogle;
  let entra: RunningFakeOidcIssuer;
  let running: RunningService;
  let client: ServiceClient;
  let base: string;
  let boardAdmin: Actor;
  let schoolId: string;
  const staffDomain = `harmonie-${randomUUID().slice(0, 6)}.test`;
  const pupilsDomain = `eleves.${staffDomain}`;
  const teacher = `prof@${staffDomain}`;
  const pupil = `eleve@${pupilsDomain}`;
  const send = (...args: Parameters<ServiceClient['send']>) => client.send(...args);
  const sql = (text: string, params: unknown[]) => running.infra.dataSource!.query(text, params);

  beforeAll(async () => {
    google = await startFakeGoogle({
      port: 0,
      accounts: [
        { email: teacher, givenName: 'Gabrielle', familyName: 'Roy', hostedDomain: staffDomain },
        // A consumer Google account with an address of the domain: not one of the Workspace's.
        { email: `perso@${staffDomain}`, givenName: 'Paul', familyName: 'Perso' },
      ],
    });
    entra = await startFakeOidcIssuer({
      accounts: [
        { email: pupil, name: 'Émile Nelligan', givenName: 'Émile', familyName: 'Nelligan' },
        { email: 'autre@ailleurs.test', name: 'Autre Personne' },
      ],
    });
    let started;
    ({ base, ...started } = await startIdentityWithProvider());
    ({ running, client } = started);
    const callback = `${base}/broker/domain/endpoint`;
    google.control.addClient({
      clientId: 'harmonie-workspace',
      clientSecret: 'secret-workspace',
      redirectUris: [callback],
    });
    entra.addClient({ clientId: 'harmonie-entra', clientSecret: 'secret-entra', redirectUris: [callback] });

    const boardId = await organization('board', null);
    schoolId = await organization('school', boardId);
    boardAdmin = await member(boardId, 'board-admin');
    await configure(boardAdmin, staffDomain, {
      kind: 'google-workspace',
      issuer: google.url,
      clientId: 'harmonie-workspace',
      clientSecret: 'secret-workspace',
      role: 'teacher',
    });
    await configure(boardAdmin, pupilsDomain, {
      kind: 'entra-id',
      issuer: entra.issuer,
      clientId: 'harmonie-entra',
      clientSecret: 'secret-entra',
      role: 'student',
    });
  });
  afterAll(async () => {
    await stopIdentity({ running, client });
    await google?.close();
    await entra?.close();
  });

  async function organization(kind: 'board' | 'school', boardId: string | null): Promise<string> {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      `${kind} ${id.slice(0, 6)}`,
      kind,
      boardId,
    ]);
    return id;
  }

  async function member(organizationId: string, role: Role): Promise<Actor> {
    const { actor } = await signIn(client);
    await sql(`UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`, [
      organizationId,
      role,
      actor.userId,
    ]);
    return { userId: actor.userId, organizationId, roles: [role] };
  }

  async function configure(
    actor: Actor,
    domain: string,
    provider: Omit<PayloadInOf<typeof saveSignInDomain>, 'domain' | 'schoolId'>,
    school = schoolId,
  ) {
    return send(saveSignInDomain, { domain, schoolId: school, ...provider }, actor);
  }

  /** The sign-in page's 'Se connecter avec mon école', the address typed: where the browser is sent. */
  async function toSchoolProvider(jar: CookieJar, email: string) {
    const { pageUrl, pkce, state } = await startAuthorization({ base, jar, clientId, redirectUri });
    const login = await (await browse(jar, pageUrl)).text();
    expect(login).toContain('Se connecter avec mon école');
    const asked = await browse(jar, `${pageUrl}/domain`);
    expect(await asked.text()).toContain('Courriel de l’école');
    const sent = await browse(jar, `${pageUrl}/domain`, form({ email }));
    // The page goes on to the provider by its link (no form redirect to another origin).
    const link = sent.status === 200 ? /id="to-provider" href="([^"]+)"/.exec(await sent.text()) : null;
    const providerUrl = link ? link[1]!.replace(/&amp;/g, '&') : '';
    return { sent, providerUrl, pkce, state, pageUrl };
  }

  /** The provider's answer (it signs a known `login_hint` in at once), back through the broker to our page. */
  async function throughProvider(jar: CookieJar, providerUrl: string) {
    expect(providerUrl).toMatch(/^http/);
    const atProvider = await fetch(providerUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    return back(jar, atProvider.headers.get('location')!);
  }

  async function back(jar: CookieJar, callbackUrl: string) {
    const callback = await browse(jar, callbackUrl);
    expect(callback.status).toBe(303);
    return browse(jar, new URL(callback.headers.get('location')!, base).href);
  }

  async function accessTokenAfter(jar: CookieJar, page: Response, pkce: { verifier: string }, state: string) {
    const code = await followToCode(jar, base, page, state);
    const tokens = (await (
      await tokenRequest(base, {
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        client_id: clientId,
        redirect_uri: redirectUri,
      })
    ).json()) as { access_token: string };
    return decodeLikeKeycloakJs(tokens.access_token);
  }

  const membershipsOf = (email: string) =>
    sql(
      `SELECT m.organization_id, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [email],
    );

  it('signs a teacher in through the Workspace (PKCE, state, nonce, hd) and makes them a teacher of the school', async () => {
    const jar = new CookieJar();
    const { providerUrl, pkce, state } = await toSchoolProvider(jar, teacher);
    const authorize = new URL(providerUrl);
    expect(authorize.origin).toBe(new URL(google.url).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('login_hint')).toBe(teacher);
    expect(authorize.searchParams.get('hd')).toBe(staffDomain);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/broker/domain/endpoint`);

    const page = await throughProvider(jar, providerUrl);
    const claims = await accessTokenAfter(jar, page, pkce, state);
    expect(claims.email).toBe(teacher);
    expect(await membershipsOf(teacher)).toEqual([{ organization_id: schoolId, role: 'teacher' }]);
    const [link] = await sql(
      `SELECT i.issuer FROM user_identities i JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [teacher],
    );
    expect(link).toEqual({ issuer: google.url });

    // Signing in again finds the same account by (issuer, subject): nothing new.
    const again = new CookieJar();
    const second = await toSchoolProvider(again, teacher);
    const claimsAgain = await accessTokenAfter(
      again,
      await throughProvider(again, second.providerUrl),
      second.pkce,
      second.state,
    );
    expect(claimsAgain.sub).toBe(claims.sub);
    expect(await membershipsOf(teacher)).toHaveLength(1);
  });

  it('signs a pupil in through Entra ID (its own issuer and keys) as a student of the school', async () => {
    const jar = new CookieJar();
    const { providerUrl, pkce, state } = await toSchoolProvider(jar, pupil.toUpperCase());
    const authorize = new URL(providerUrl);
    expect(authorize.pathname).toBe(`/${entra.tenant}/oauth2/v2.0/authorize`);
    expect(authorize.searchParams.get('domain_hint')).toBe(pupilsDomain);
    const claims = await accessTokenAfter(jar, await throughProvider(jar, providerUrl), pkce, state);
    expect(claims.email).toBe(pupil);
    expect(await membershipsOf(pupil)).toEqual([{ organization_id: schoolId, role: 'student' }]);
    expect(entra.requests()).toContain(`GET /${entra.tenant}/discovery/v2.0/keys`);
  });

  it('refuses an address whose domain has no provider, with the spec’s message', async () => {
    const jar = new CookieJar();
    const { sent } = await toSchoolProvider(jar, `quelquun@inconnu-${randomUUID().slice(0, 6)}.test`);
    expect(sent.status).toBe(400);
    const html = await sent.text();
    expect(html).toContain(failure);
    expect(html).toContain('role="alert"');
  });

  it('refuses an ID token from the wrong issuer, and creates nobody', async () => {
    const who = `faux-${randomUUID().slice(0, 6)}@${pupilsDomain}`;
    entra.addAccount({ email: who, name: 'Faux Émetteur' });
    entra.misbehaveOnce({ issuer: 'https://login.microsoftonline.com/autre-locataire/v2.0' });
    const jar = new CookieJar();
    const { providerUrl } = await toSchoolProvider(jar, who);
    const page = await throughProvider(jar, providerUrl);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain(failure);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [who])).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the sign-in’s', async () => {
    const who = `nonce-${randomUUID().slice(0, 6)}@${pupilsDomain}`;
    entra.addAccount({ email: who, name: 'Nonce Rejouée' });
    entra.misbehaveOnce({ nonce: 'un-autre-nonce' });
    const jar = new CookieJar();
    const { providerUrl } = await toSchoolProvider(jar, who);
    expect(await (await throughProvider(jar, providerUrl)).text()).toContain(failure);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [who])).toEqual([]);
  });

  it('refuses an answer whose state is not the sign-in’s', async () => {
    const jar = new CookieJar();
    const { providerUrl } = await toSchoolProvider(jar, pupil);
    const atProvider = await fetch(providerUrl, { redirect: 'manual' });
    const answer = new URL(atProvider.headers.get('location')!);
    const uid = answer.searchParams.get('state')!.split('.')[0]!;
    answer.searchParams.set('state', `${uid}.forged`);
    expect(await (await back(jar, answer.href)).text()).toContain(failure);
  });

  it('refuses a code injected into another browser’s sign-in (PKCE: the code was made for another verifier)', async () => {
    const victim = new CookieJar();
    const attacker = new CookieJar();
    const { providerUrl: victimUrl } = await toSchoolProvider(victim, pupil);
    const stolen = new URL((await fetch(victimUrl, { redirect: 'manual' })).headers.get('location')!);
    // The attacker starts a sign-in of their own and brings the victim's code back with their own state.
    const { providerUrl: attackerUrl } = await toSchoolProvider(attacker, pupil);
    const own = new URL((await fetch(attackerUrl, { redirect: 'manual' })).headers.get('location')!);
    own.searchParams.set('code', stolen.searchParams.get('code')!);
    expect(await (await back(attacker, own.href)).text()).toContain(failure);
  });

  it('refuses an address of another domain, and a Google account outside the Workspace', async () => {
    const jar = new CookieJar();
    const { providerUrl } = await toSchoolProvider(jar, pupil);
    // On the provider's page the person picks an account whose address is not of the pupils' domain.
    const authorize = new URL(providerUrl);
    const fields = new URLSearchParams(authorize.searchParams);
    fields.delete('login_hint');
    fields.set('account', 'autre@ailleurs.test');
    const picked = await fetch(`${authorize.origin}${authorize.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    });
    expect(picked.status).toBe(302);
    expect(await (await back(jar, picked.headers.get('location')!)).text()).toContain(failure);
    expect(await sql(`SELECT 1 FROM users WHERE email = 'autre@ailleurs.test'`, [])).toEqual([]);

    const perso = `perso@${staffDomain}`;
    const googleJar = new CookieJar();
    const { providerUrl: googleUrl } = await toSchoolProvider(googleJar, perso);
    expect(await (await throughProvider(googleJar, googleUrl)).text()).toContain(failure);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [perso])).toEqual([]);
  });

  it('never links an account outside the board by its address', async () => {
    const outsider = `dehors-${randomUUID().slice(0, 6)}@${pupilsDomain}`;
    const elsewhere = await organization('school', null);
    const { actor } = await signIn(client, outsider);
    await sql(`UPDATE memberships SET organization_id = $1, role = 'teacher' WHERE user_id = $2`, [
      elsewhere,
      actor.userId,
    ]);
    await sql(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [actor.userId]);
    entra.addAccount({ email: outsider, name: 'Hors Centre' });
    const jar = new CookieJar();
    const { providerUrl } = await toSchoolProvider(jar, outsider);
    expect(await (await throughProvider(jar, providerUrl)).text()).toContain(failure);
    expect(await membershipsOf(outsider)).toEqual([{ organization_id: elsewhere, role: 'teacher' }]);
  });

  it('keeps client secrets sealed, never read back, and lets only the board’s administrator configure', async () => {
    const [row] = await sql(`SELECT client_secret_sealed FROM sign_in_domains WHERE domain = $1`, [
      pupilsDomain,
    ]);
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    expect(row.client_secret_sealed).not.toContain('secret-entra');
    const listed = await client.send(listSignInDomains, {}, boardAdmin);
    expect(listed).toMatchObject({ ok: true, data: { redirectUri: `${base}/broker/domain/endpoint` } });
    expect(JSON.stringify(listed)).not.toContain('secret-');
    if (!listed.ok) throw new Error('listed');
    expect(listed.data.domains.map((d) => [d.domain, d.kind, d.role])).toEqual([
      [pupilsDomain, 'entra-id', 'student'],
      [staffDomain, 'google-workspace', 'teacher'],
    ]);

    const admin = await member(schoolId, 'admin');
    const teacherActor = await member(schoolId, 'teacher');
    for (const actor of [admin, teacherActor, { ...admin, roles: ['board-admin' as Role] }]) {
      expect(await send(listSignInDomains, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(await send(deleteSignInDomain, { domain: pupilsDomain }, actor)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
  });

  it('refuses another board’s domain or school, an http issuer elsewhere, and a new domain without a secret', async () => {
    const otherBoard = await organization('board', null);
    const otherSchool = await organization('school', otherBoard);
    const otherAdmin = await member(otherBoard, 'board-admin');
    const provider = {
      kind: 'oidc' as const,
      issuer: entra.issuer,
      clientId: 'x',
      clientSecret: 'y',
      role: 'teacher' as const,
    };
    expect(await configure(otherAdmin, staffDomain, provider, otherSchool)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
    expect(await configure(otherAdmin, `autre-${randomUUID().slice(0, 6)}.test`, provider)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await configure(
        otherAdmin,
        'ecole.test',
        { ...provider, issuer: 'http://idp.example.com' },
        otherSchool,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'payload.issuer': expect.anything() } },
    });
    expect(
      await configure(otherAdmin, 'ecole.test', { ...provider, clientSecret: undefined }, otherSchool),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { clientSecret: expect.anything() } },
    });
    expect(await configure(otherAdmin, 'prof@ecole.test', provider, otherSchool)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await sql(`SELECT 1 FROM sign_in_domains WHERE board_id = $1`, [otherBoard])).toEqual([]);

    // Changing a configured domain without a new secret keeps the sealed one.
    const [before] = await sql(`SELECT client_secret_sealed FROM sign_in_domains WHERE domain = $1`, [
      staffDomain,
    ]);
    const changed = await configure(boardAdmin, staffDomain, {
      kind: 'google-workspace',
      issuer: google.url,
      clientId: 'harmonie-workspace',
      role: 'teacher',
    });
    expect(changed).toMatchObject({ ok: true });
    const [after] = await sql(`SELECT client_secret_sealed FROM sign_in_domains WHERE domain = $1`, [
      staffDomain,
    ]);
    expect(after).toEqual(before);
  });
});
