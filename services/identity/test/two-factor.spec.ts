import { randomUUID } from 'node:crypto';
import { disableTwoFactor, enableTwoFactor, getProfile, setupTwoFactor } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { browse, CookieJar, form, signInWithPassword } from '@crescendo/testing';
import { hashPassword } from '../src/passwords/password-hasher.js';
import { totpCode } from '../src/two-factor/totp.js';
import { signIn, startIdentityWithProvider, stopIdentity } from './identity-harness.js';

const password = 'arpeges-mineurs-7';

describe('two-factor authentication (TOTP and recovery codes)', () => {
  let running: RunningService;
  let client: ServiceClient;
  let base: string;

  beforeAll(async () => {
    ({ running, client, base } = await startIdentityWithProvider());
  });
  afterAll(() => stopIdentity({ running, client }));

  it('is enabled with a valid code only, then asked at sign-in; recovery codes work once; disabled with a code', async () => {
    const email = `${randomUUID()}@ecole.test`;
    const { actor } = await signIn(client, email);
    await running.infra.dataSource!.query(
      `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`,
      [actor.userId, await hashPassword(password)],
    );

    const { secret, otpauthUri } = await client.request(setupTwoFactor, {}, actor);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Crescendo%3A.+\?secret=[A-Z2-7]+&issuer=Crescendo/);
    const wrong = await client.send(
      enableTwoFactor,
      { code: '000000' === totpCode(secret) ? '111111' : '000000' },
      actor,
    );
    expect(wrong).toMatchObject({ ok: false, error: { message: 'Le code de vérification est invalide.' } });
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(false);

    const { recoveryCodes } = await client.request(enableTwoFactor, { code: totpCode(secret) }, actor);
    expect(recoveryCodes).toHaveLength(8);
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

    const withTotp = await signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: 'http://app.test/dashboard',
      email,
      password,
      otp: () => totpCode(secret),
    });
    expect(withTotp.tokens.access_token).toBeTruthy();

    const recovery = recoveryCodes[0]!;
    const once = await signInWithPassword({
      base,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: 'http://app.test/dashboard',
      email,
      password,
      otp: () => recovery,
    });
    expect(once.tokens.access_token).toBeTruthy();
    await expect(
      signInWithPassword({
        base,
        jar: new CookieJar(),
        clientId: 'crescendo-web',
        redirectUri: 'http://app.test/dashboard',
        email,
        password,
        otp: () => recovery,
      }),
    ).rejects.toThrow('second factor refused: 401');

    expect(await client.send(disableTwoFactor, { code: '999999' }, actor)).toMatchObject({ ok: false });
    expect(await client.request(disableTwoFactor, { code: totpCode(secret) }, actor)).toEqual({
      disabled: true,
    });
    expect((await client.request(getProfile, {}, actor)).twoFactorEnabled).toBe(false);
  });
});
