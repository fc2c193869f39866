import { randomUUID } from 'node:crypto';
import { disableTwoFactor, enableTwoFactor, getProfile, setupTwoFactor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { browse, CookieJar, form, justSignedIn, signedInAgo, signInWithPassword } from '@crescendo/testing';
import { hashPassword } from '../src/passwords/password-hasher.js';
import { totpCode } from '../src/two-factor/totp.js';
import { signIn, startIdentityWithProvider, stopIdentity } from './identity-harness.js';

const password = 'arpeges-mineurs-7';
const step = 30_000;

describe('two-factor authentication (TOTP and recovery codes)', () => {
  let running: RunningService;
  let client: ServiceClient;
  let base: string;

  beforeAll(async () => {
    ({ running, client, base } = await startIdentityWithProvider());
  });
  afterAll(() => stopIdentity({ running, client }));

  const withPassword = async () => {
    const email = `${randomUUID()}@ecole.test`;
    const signedIn = await signIn(client, email);
    await running.infra.dataSource!.query(
      `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`,
      [signedIn.actor.userId, await hashPassword(password)],
    );
    return { email, actor: justSignedIn(signedIn.actor) };
  };
  const signInWith = (email: string, code: () => string) =>
    signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: 'http://app.test/dashboard',
      email,
      password,
      otp: code,
    });

  it('is enabled with a valid code only, then asked at sign-in; recovery codes work once; disabled with a code', async () => {
    const { email, actor } = await withPassword();

    const { secret, otpauthUri } = await client.request(setupTwoFactor, {}, actor);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Crescendo:.+\?issuer=Crescendo&secret=[A-Z2-7]+/);
    const wrong = await client.send(
      enableTwoFactor,
      { code: '000000' === totpCode(secret) ? '111111' : '000000' },
      actor,
    );
    expect(wrong).toMatchObject({ ok: false, error: { message: 'Le code de vérification est invalide.' } });
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(false);

    // The previous step's code (still accepted for clock drift): the current one stays free for the sign-in.
    const { recoveryCodes } = await client.request(
      enableTwoFactor,
      { code: totpCode(secret, Date.now() - step) },
      actor,
    );
    expect(recoveryCodes).toHaveLength(8);
    // 17 symbols of a 31-letter alphabet: 84 bits each.
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{6}-[a-z2-9]{6}$/);
    expect(new Set(recoveryCodes).size).toBe(8);
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(true);

    // Sign-in now asks for the code after the password; a wrong one is refused with the spec's message.
    const jar = new CookieJar();
    const query = new URLSearchParams({
      client_id: 'crescendo-web',
      redirect_uri: 'http://app.test/dashboard',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const auth = await browse(jar, `${base}/protocol/openid-connect/auth?${query}`);
    const loginUrl = new URL(auth.headers.get('location')!, base).href;
    await browse(jar, loginUrl);
    const afterPassword = await browse(jar, `${loginUrl}/login`, form({ email, password }));
    expect(afterPassword.headers.get('location')).toBe(new URL(loginUrl).pathname);
    expect(await (await browse(jar, loginUrl)).text()).toContain('Double authentification');
    const badCode = await browse(jar, `${loginUrl}/otp`, form({ code: '12345' }));
    expect(badCode.status).toBe(401);
    expect(await badCode.text()).toContain('Le code de vérification est invalide.');

    const code = totpCode(secret);
    const withTotp = await signInWith(email, () => code);
    expect(withTotp.tokens.access_token).toBeTruthy();

    const recovery = recoveryCodes[0]!;
    const once = await signInWith(email, () => recovery.toUpperCase());
    expect(once.tokens.access_token).toBeTruthy();
    await expect(signInWith(email, () => recovery)).rejects.toThrow('second factor refused: 401');

    expect(await client.send(disableTwoFactor, { code: '999999' }, actor)).toMatchObject({ ok: false });
    expect(await client.request(disableTwoFactor, { code: recoveryCodes[1]! }, actor)).toEqual({
      disabled: true,
    });
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(false);
  });

  it('refuses a code that already signed in, and lets only one of two sign-ins racing with one code through', async () => {
    const { email, actor } = await withPassword();
    const { secret } = await client.request(setupTwoFactor, {}, actor);
    await client.request(enableTwoFactor, { code: totpCode(secret, Date.now() - step) }, actor);

    const code = totpCode(secret);
    await expect(signInWith(email, () => code)).resolves.toBeTruthy();
    await expect(signInWith(email, () => code)).rejects.toThrow('second factor refused: 401');
    // The code the enabling used is spent too.
    await expect(signInWith(email, () => totpCode(secret, Date.now() - step))).rejects.toThrow(
      'second factor refused: 401',
    );

    const next = totpCode(secret, Date.now() + step);
    const raced = await Promise.allSettled([signInWith(email, () => next), signInWith(email, () => next)]);
    expect(raced.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('keeps neither the secret nor the recovery codes readable in the database', async () => {
    const { actor } = await withPassword();
    const { secret } = await client.request(setupTwoFactor, {}, actor);
    const { recoveryCodes } = await client.request(enableTwoFactor, { code: totpCode(secret) }, actor);
    const [row]: Array<{ row: string }> = await running.infra.dataSource!.query(
      `SELECT t::text AS row FROM two_factor t WHERE user_id = $1`,
      [actor.userId],
    );
    const stored = row!.row.toLowerCase();
    expect(stored).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('needs a recent sign-in to set up, turn on or turn off', async () => {
    const { actor } = await withPassword();
    const stale = signedInAgo(actor, 10 * 60);
    const reauth = {
      ok: false,
      error: { code: 'REAUTH_REQUIRED', message: expect.stringContaining('reconnectez-vous') },
    };
    expect(await client.send(setupTwoFactor, {}, stale)).toMatchObject(reauth);
    expect(await client.send(setupTwoFactor, {}, { ...actor, authTime: undefined })).toMatchObject(reauth);
    const { secret } = await client.request(setupTwoFactor, {}, actor);
    expect(await client.send(enableTwoFactor, { code: totpCode(secret) }, stale)).toMatchObject(reauth);
    const { recoveryCodes } = await client.request(enableTwoFactor, { code: totpCode(secret) }, actor);
    expect(await client.send(disableTwoFactor, { code: recoveryCodes[0]! }, stale)).toMatchObject(reauth);
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(true);
  });

  it('seals at start a secret stored in clear before encryption at rest, and still signs in with it', async () => {
    const { email, actor } = await withPassword();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await running.infra.dataSource!.query(
      `INSERT INTO two_factor (user_id, secret, enabled_at) VALUES ($1, $2, now())`,
      [actor.userId, secret],
    );
    const second = await startIdentityWithProvider();
    try {
      const [row]: Array<{ secret: string | null; secret_sealed: string | null }> =
        await running.infra.dataSource!.query(
          `SELECT secret, secret_sealed FROM two_factor WHERE user_id = $1`,
          [actor.userId],
        );
      expect(row).toEqual({ secret: null, secret_sealed: expect.stringMatching(/^v1\./) });
      expect(row!.secret_sealed).not.toContain(secret);
      await expect(signInWith(email, () => totpCode(secret))).resolves.toBeTruthy();
    } finally {
      await stopIdentity(second);
    }
  });
});
