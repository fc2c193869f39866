import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createOrganization, inviteTeamMember, resolveActor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import {
  browse,
  CookieJar,
  followToCode,
  form,
  linkIn,
  startAuthorization,
  signInWithPassword,
  tokenRequest,
  type Tokens,
} from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { newOrganization, startIdentityWithProvider, stopIdentity } from './identity-harness.js';

const clientId = 'crescendo-web';
const redirectUri = 'http://app.test/role-selection';
const password = 'arpeges-mineurs-77';

describe('sign-up in the embedded provider’s pages (Keycloak’s registrations entry)', () => {
  let base: string;
  let running: RunningService;
  let client: ServiceClient;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ({ running, client, base } = await startIdentityWithProvider({
      SMTP_URL: mail.smtpUrl,
      PUBLIC_URL: 'http://app.test',
    }));
  });
  afterAll(async () => {
    await stopIdentity({ running, client });
    await mail.close();
  });

  /** What keycloak-js `register()` does: the auth parameters, sent to `.../registrations`. */
  async function openSignup(jar: CookieJar, extra: Record<string, string> = {}) {
    const { start, pageUrl, pkce, state } = await startAuthorization({
      base,
      jar,
      clientId,
      redirectUri,
      endpoint: 'registrations',
      extra,
    });
    expect(start.status).toBe(303);
    expect(pageUrl).toMatch(/\/realms\/crescendo\/login-actions\/[\w-]+$/);
    const page = await browse(jar, pageUrl);
    return { pageUrl, page: await page.text(), pkce, state };
  }

  const fields = (email: string, overrides: Record<string, string> = {}) => ({
    firstName: 'Clara',
    lastName: 'Schumann',
    email,
    password,
    passwordConfirm: password,
    ...overrides,
  });

  async function count(sql: string, params: unknown[]): Promise<number> {
    const rows: Array<{ n: number }> = await running.infra.dataSource!.query(
      `SELECT count(*)::int AS n FROM ${sql}`,
      params,
    );
    return rows[0]!.n;
  }

  it('shows the sign-up page in French with the password policy, and links it with the login page', async () => {
    const jar = new CookieJar();
    const { pageUrl, page } = await openSignup(jar);
    expect(page).toContain('<html lang="fr"');
    for (const text of [
      'Créer un compte',
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Mot de passe',
      'Confirmer le mot de passe',
      'Au moins 12 caractères (128 au plus), autre que votre adresse e-mail et qu’un mot de passe connu de fuites de données.',
      'Créer mon compte',
      `href="${new URL(pageUrl).pathname}/login"`,
    ]) {
      expect(page).toContain(text);
    }
    const login = await (await browse(jar, `${pageUrl}/login`)).text();
    expect(login).toContain('Se Connecter');
    expect(login).toContain(`href="${new URL(pageUrl).pathname}/register"`);
    const back = await (await browse(jar, `${pageUrl}/register`)).text();
    expect(back).toContain('Confirmer le mot de passe');
  });

  it('speaks English when asked with ui_locales=en, like the login page', async () => {
    const { page } = await openSignup(new CookieJar(), { ui_locales: 'en' });
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('Create my account');
    expect(page).toContain('Confirm the password');
  });

  it('creates the user with a password and no organisation, mails the verification link, then signs them in', async () => {
    const jar = new CookieJar();
    const email = `${randomUUID()}@ecole.test`;
    const { pageUrl, pkce, state } = await openSignup(jar);
    const done = await browse(jar, `${pageUrl}/register`, form(fields(email.toUpperCase())));
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain('Vérifiez vos courriels');
    expect(page).toContain(`href="${new URL(pageUrl).pathname}/login"`);
    const verification = await mail.waitFor(email, (m) => m.subject === 'Confirmez votre adresse e-mail');
    expect(linkIn(verification, '/verify-email')).toMatch(
      /^http:\/\/app\.test\/verify-email\?token=[\w-]{43}$/,
    );
    expect(verification.html).toContain('Confirmer mon adresse');
    // From the page's link, in the same authorization.
    const signedIn = await browse(jar, `${pageUrl}/login`, form({ email, password }));
    expect(signedIn.status).toBe(303);
    const code = await followToCode(jar, base, signedIn, state);
    const tokens = (await (
      await tokenRequest(base, {
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        client_id: clientId,
        redirect_uri: redirectUri,
      })
    ).json()) as Tokens;
    const keys = createRemoteJWKSet(new URL(`${base}/protocol/openid-connect/certs`));
    const { payload } = await jwtVerify(tokens.access_token, keys, { issuer: base });
    expect(payload).toMatchObject({ email, given_name: 'Clara', family_name: 'Schumann' });
    const idToken = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString());
    expect(idToken.email_verified).toBe(false);

    const db = running.infra.dataSource!;
    const [row] = (await db.query(
      `SELECT u.id, u.language, m.organization_id, c.hash FROM users u
         JOIN memberships m ON m.user_id = u.id JOIN password_credentials c ON c.user_id = u.id
        WHERE u.email = $1`,
      [email],
    )) as Array<{ id: string; language: string; organization_id: string | null; hash: string }>;
    expect(row).toMatchObject({ id: payload.sub, language: 'fr', organization_id: null });
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.hash).not.toContain(password);
    expect(
      await count(`outbox WHERE subject = 'evt.identity.user.created' AND payload->>'userId' = $1`, [
        row!.id,
      ]),
    ).toBe(1);

    // The gateway's view: the same person (the embedded provider's subject is the user), without organisation.
    const { me } = await client.request(
      resolveActor,
      { issuer: base, subject: row!.id, email, firstName: 'Clara', lastName: 'Schumann' },
      null,
    );
    expect(me).toMatchObject({ id: row!.id, organizationId: null, emailVerified: false });
    // They sign in again with the password they chose; then create an organisation (role selection).
    await signInWithPassword({ base, jar: new CookieJar(), clientId, redirectUri, email, password });
    const organization = await client.request(
      createOrganization,
      { name: 'École Clara' },
      { userId: row!.id, organizationId: null, roles: ['teacher'] },
    );
    expect(organization.name).toBe('École Clara');
    expect(await count(`memberships WHERE user_id = $1 AND role = 'admin'`, [row!.id])).toBe(1);
  });

  it('lets a new user create their own organisation as its teacher, once, and its admin too (to manage it)', async () => {
    const jar = new CookieJar();
    const email = `${randomUUID()}@ecole.test`;
    const { pageUrl } = await openSignup(jar);
    expect((await browse(jar, `${pageUrl}/register`, form(fields(email)))).status).toBe(200);
    const [user] = (await running.infra.dataSource!.query(`SELECT id FROM users WHERE email = $1`, [
      email,
    ])) as Array<{ id: string }>;
    const { actor } = await client.request(resolveActor, { issuer: base, subject: user!.id, email }, null);
    const organization = await client.request(
      createOrganization,
      { name: 'Studio de Clara', role: 'teacher' },
      actor,
    );
    const again = await client.send(createOrganization, { name: 'Un autre' }, actor);
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(
      await count(`memberships WHERE user_id = $1 AND organization_id = $2 AND role = 'teacher'`, [
        actor.userId,
        organization.id,
      ]),
    ).toBe(1);
    // Someone must be able to manage and delete it (issue 32 §6): its creator, by 'Changer de rôle'.
    const token = { issuer: base, subject: user!.id, email };
    const asUsual = await client.request(resolveActor, token, null);
    expect(asUsual.actor).toMatchObject({ organizationId: organization.id, roles: ['teacher'] });
    const choice = { organizationId: organization.id, role: 'admin' as const };
    const asAdmin = await client.request(resolveActor, { ...token, choice }, null);
    expect(asAdmin.actor).toMatchObject({ organizationId: organization.id, roles: ['admin'] });
  });

  it('answers an e-mail that already has an account as a new one, creates nothing and mails its owner', async () => {
    const email = `${randomUUID()}@ecole.test`;
    const jar = new CookieJar();
    const first = await openSignup(jar);
    const created = await browse(jar, `${first.pageUrl}/register`, form(fields(email)));
    expect(created.status).toBe(200);

    const again = await openSignup(jar);
    const answered = await browse(
      jar,
      `${again.pageUrl}/register`,
      form(
        fields(` ${email.toUpperCase()} `, {
          firstName: 'Autre',
          password: 'un-autre-mot-2-passe',
          passwordConfirm: 'un-autre-mot-2-passe',
        }),
      ),
    );
    expect(answered.status).toBe(200);
    const strip = (html: string, pageUrl: string) =>
      html.replace(/nonce="[^"]+"/g, '').replaceAll(new URL(pageUrl).pathname, 'PAGE');
    expect(strip(await answered.text(), again.pageUrl)).toBe(strip(await created.text(), first.pageUrl));
    const told = await mail.waitFor(email, (m) => m.subject === 'Tentative d’inscription avec votre adresse');
    expect(told.text).toContain('Bonjour Clara,');
    expect(await count(`users WHERE email = $1`, [email])).toBe(1);
    expect(await count(`users WHERE first_name = 'Autre' AND email = $1`, [email])).toBe(0);
    // The first password still works; the second one was never stored.
    await signInWithPassword({ base, jar: new CookieJar(), clientId, redirectUri, email, password });
    await expect(
      signInWithPassword({
        base,
        jar: new CookieJar(),
        clientId,
        redirectUri,
        email,
        password: 'un-autre-mot-2-passe',
      }),
    ).rejects.toThrow(/sign-in refused: 401/);
  });

  it('states each broken rule (required fields, e-mail, policy, confirmation) and keeps what was typed', async () => {
    const { pageUrl } = await openSignup(new CookieJar());
    const email = `${randomUUID()}@ecole.test`;
    const cases: Array<[Record<string, string>, string]> = [
      [{ firstName: '  ' }, 'Veuillez remplir tous les champs.'],
      [{ email: 'pas-une-adresse' }, 'Veuillez saisir une adresse e-mail valide.'],
      [
        { password: 'court', passwordConfirm: 'court' },
        'Le mot de passe doit contenir au moins 12 caractères.',
      ],
      // 11 characters: accepted before the policy asked for 12.
      [
        { password: 'sonate-en-s', passwordConfirm: 'sonate-en-s' },
        'Le mot de passe doit contenir au moins 12 caractères.',
      ],
      [{ password: email, passwordConfirm: email }, 'Le mot de passe ne peut pas être votre adresse e-mail.'],
      // Long enough, but among the passwords of known breaches (zxcvbn-ts's list, offline).
      [
        { password: 'qwerty123456', passwordConfirm: 'qwerty123456' },
        'Ce mot de passe figure dans des fuites de données connues. Choisissez-en un autre.',
      ],
      [
        { password: '1Q2W3E4R5T6Y', passwordConfirm: '1Q2W3E4R5T6Y' },
        'Ce mot de passe figure dans des fuites de données connues. Choisissez-en un autre.',
      ],
      [{ passwordConfirm: `${password}!` }, 'Les deux mots de passe ne correspondent pas.'],
    ];
    // Without the interaction's cookie the request has expired: nothing is read.
    expect((await browse(new CookieJar(), `${pageUrl}/register`, form(fields(email)))).status).toBe(400);
    const jar = new CookieJar();
    const open = await openSignup(jar);
    for (const [overrides, message] of cases) {
      const response = await browse(jar, `${open.pageUrl}/register`, form(fields(email, overrides)));
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain('value="Schumann"');
    }
    expect(await count(`users WHERE email = $1`, [email])).toBe(0);
  });

  it('does not take a pending invitation by the e-mail alone: only its mailed link does', async () => {
    const { admin } = await newOrganization(client);
    const email = `${randomUUID()}@ecole.test`;
    await client.request(inviteTeamMember, { email, role: 'admin' }, admin);
    const jar = new CookieJar();
    const { pageUrl } = await openSignup(jar);
    expect((await browse(jar, `${pageUrl}/register`, form(fields(email)))).status).toBe(200);
    const rows: Array<{ organization_id: string | null; role: string }> =
      await running.infra.dataSource!.query(
        `SELECT m.organization_id, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
        [email],
      );
    expect(rows).toEqual([{ organization_id: null, role: 'teacher' }]);
  });
});
