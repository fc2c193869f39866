import { CookieJar, browse, form, startAuthorization, tokenOf } from '@crescendo/testing';
import {
  mailedLink,
  newEmail,
  newPassword,
  signIn,
  signUpAccount,
  verifiedAccount,
} from './mailbox-accounts.js';
import { callApi, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 7, point 1: addresses count once proven by a mailed link; sign-up and e-mail change tell nobody
 * whether an address has an account (the owner gets a mail instead); 'Mot de passe oublié ?' by link;
 * a password change needs the current password. Every mail is read from the platform's mail catcher.
 */
describe('proven mailboxes, through the gateway and the sign-in pages', () => {
  let platform: OwnPlatform;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);
  const me = async (token: string) => (await call('GET', '/me', token)).body;
  const base = () => `${platform.origin}/realms/crescendo`;

  /** The sign-up page of a fresh authorization, posted: the answer's status and its text without nonces. */
  async function signUpPage(email: string, password: string) {
    const jar = new CookieJar();
    const { pageUrl } = await startAuthorization({
      base: base(),
      jar,
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/role-selection`,
      endpoint: 'registrations',
    });
    await browse(jar, pageUrl);
    const answer = await browse(
      jar,
      `${pageUrl}/register`,
      form({ firstName: 'Clara', lastName: 'Wieck', email, password, passwordConfirm: password }),
    );
    const html = (await answer.text())
      .replace(/nonce="[^"]+"/g, '')
      .replaceAll(new URL(pageUrl).pathname, 'PAGE');
    return { status: answer.status, html, pageUrl, jar };
  }

  beforeAll(async () => {
    platform = await startOwnPlatform();
  }, 90_000);
  afterAll(() => platform?.close());

  it('verifies an address by the mailed link, once', async () => {
    const account = await signUpAccount(platform);
    expect(await me(account.token)).toMatchObject({ email: account.email, emailVerified: false });
    const link = await mailedLink(platform, account.email, 'Confirmez votre adresse e-mail', '/verify-email');
    expect(link.startsWith(`${platform.origin}/verify-email?token=`)).toBe(true);
    const confirmed = await call('POST', '/email/confirm', undefined, { token: tokenOf(link) });
    expect(confirmed).toMatchObject({ status: 201, body: { email: account.email, changed: false } });
    // The profile is read from identity (/me may serve the gateway's cached actor until identity's event).
    expect((await call('GET', '/profile', account.token)).body).toMatchObject({ emailVerified: true });
    const again = await call('POST', '/email/confirm', undefined, { token: tokenOf(link) });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/n’est plus valable/);
  });

  it('sends the verification link again on request', async () => {
    const account = await signUpAccount(platform);
    const first = await mailedLink(
      platform,
      account.email,
      'Confirmez votre adresse e-mail',
      '/verify-email',
    );
    expect((await call('POST', '/profile/email/verification', account.token)).status).toBe(201);
    const second = await platform.mail.waitFor(
      account.email,
      (mail) => mail.subject === 'Confirmez votre adresse e-mail' && !mail.text.includes(first),
    );
    const token = tokenOf(second.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    // Only the newest link works.
    expect((await call('POST', '/email/confirm', undefined, { token: tokenOf(first) })).status).toBe(404);
    expect((await call('POST', '/email/confirm', undefined, { token })).status).toBe(201);
  });

  it('answers a sign-up with an address that has an account exactly as a new one, and mails its owner', async () => {
    const owner = await verifiedAccount(platform);
    const fresh = newEmail();
    const password = newPassword();
    const forNew = await signUpPage(fresh, password);
    const forTaken = await signUpPage(owner.email, password);
    expect(forNew.status).toBe(200);
    expect(forTaken.status).toBe(forNew.status);
    expect(forTaken.html.replaceAll(owner.email, 'EMAIL')).toBe(forNew.html.replaceAll(fresh, 'EMAIL'));
    await platform.mail.waitFor(
      owner.email,
      (mail) => mail.subject === 'Tentative d’inscription avec votre adresse',
    );
    // Nothing was created for the intruder: their password does not open the owner's account.
    await expect(signIn(platform, owner.email, password)).rejects.toThrow(/sign-in refused/);
    expect((await me(await signIn(platform, owner.email, owner.password))).email).toBe(owner.email);
  });

  it('keeps a new profile address pending until its link is opened, and tells the old one', async () => {
    const account = await verifiedAccount(platform);
    const next = newEmail();
    const profile = (await call('GET', '/profile', account.token)).body;
    const update = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: next,
      instrument: 'Flûte',
    };
    const changed = await call('PUT', '/profile', account.token, update);
    expect(changed).toMatchObject({ status: 200, body: { email: account.email, pendingEmail: next } });
    expect(await me(account.token)).toMatchObject({ email: account.email });
    const told = await platform.mail.waitFor(
      account.email,
      (m) => m.subject === 'Changement d’adresse e-mail demandé',
    );
    expect(told.text).toContain(next);
    const link = await mailedLink(platform, next, 'Confirmez votre nouvelle adresse e-mail', '/verify-email');
    const confirmed = await call('POST', '/email/confirm', undefined, { token: tokenOf(link) });
    expect(confirmed).toMatchObject({ status: 201, body: { email: next, changed: true } });
    expect((await call('GET', '/profile', account.token)).body).toMatchObject({
      email: next,
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('answers a profile change to another account’s address like any other, and mails that owner instead', async () => {
    const owner = await verifiedAccount(platform);
    const account = await verifiedAccount(platform);
    const profile = (await call('GET', '/profile', account.token)).body;
    const changed = await call('PUT', '/profile', account.token, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: owner.email,
      instrument: 'Flûte',
    });
    expect(changed).toMatchObject({ status: 200, body: { email: account.email, pendingEmail: owner.email } });
    const mail = await platform.mail.waitFor(
      owner.email,
      (m) => m.subject === 'Tentative d’utilisation de votre adresse',
    );
    expect(mail.text).not.toMatch(/verify-email/);
    expect(await me(account.token)).toMatchObject({ email: account.email });
  });

  it('resets a forgotten password by the mailed link, once, and answers the same for an unknown address', async () => {
    const account = await verifiedAccount(platform);
    const jar = new CookieJar();
    const { pageUrl } = await startAuthorization({
      base: base(),
      jar,
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/role-selection`,
    });
    const login = await (await browse(jar, pageUrl)).text();
    expect(login).toContain('Mot de passe oublié ?');
    const ask = async (email: string) => {
      const answer = await browse(jar, `${pageUrl}/forgot`, form({ email }));
      return {
        status: answer.status,
        html: (await answer.text()).replace(/nonce="[^"]+"/g, '').replaceAll(email, 'EMAIL'),
      };
    };
    const unknown = await ask(newEmail());
    const known = await ask(account.email);
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    const link = await mailedLink(
      platform,
      account.email,
      'Réinitialisation de votre mot de passe',
      '/password-reset',
    );
    expect((await fetch(link)).status).toBe(200);
    const password = newPassword();
    const action = `${base()}/password-reset`;
    const weak = await fetch(
      action,
      form({ token: tokenOf(link), password: 'court', passwordConfirm: 'court' }),
    );
    expect(weak.status).toBe(400);
    const done = await fetch(action, form({ token: tokenOf(link), password, passwordConfirm: password }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Votre mot de passe a été modifié.');
    await expect(signIn(platform, account.email, account.password)).rejects.toThrow(/sign-in refused/);
    expect((await me(await signIn(platform, account.email, password))).email).toBe(account.email);
    const reused = await fetch(
      action,
      form({ token: tokenOf(link), password: newPassword(), passwordConfirm: 'x' }),
    );
    expect(reused.status).toBe(404);
  });

  it('changes the password in the profile only with the current one', async () => {
    const account = await verifiedAccount(platform);
    const next = newPassword();
    const wrong = await call('PUT', '/profile/password', account.token, {
      currentPassword: 'pas-le-bon-1',
      newPassword: next,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    const weak = await call('PUT', '/profile/password', account.token, {
      currentPassword: account.password,
      newPassword: 'court',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.newPassword).toMatch(/au moins/);
    const changed = await call('PUT', '/profile/password', account.token, {
      currentPassword: account.password,
      newPassword: next,
    });
    expect(changed).toMatchObject({ status: 200, body: { changed: true } });
    await platform.mail.waitFor(account.email, (m) => m.subject === 'Votre mot de passe a été modifié');
    await expect(signIn(platform, account.email, account.password)).rejects.toThrow(/sign-in refused/);
    expect((await me(await signIn(platform, account.email, next))).email).toBe(account.email);
  });
});
