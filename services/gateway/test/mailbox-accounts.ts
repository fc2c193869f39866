import { randomBytes } from 'node:crypto';
import { CookieJar, linkIn, signInWithPassword, signUpWithPassword, tokenOf } from '@crescendo/testing';
import { callApi, type OwnPlatform } from './own-platform.js';

export interface Account {
  email: string;
  password: string;
  /** An access token of the account. */
  token: string;
}

export const newEmail = () => `${randomBytes(6).toString('hex')}@ecole.test`;
export const newPassword = () => `arpeges-${randomBytes(6).toString('hex')}`;

const client = (platform: OwnPlatform) => ({
  base: `${platform.origin}/realms/crescendo`,
  clientId: 'crescendo-web',
  redirectUri: `${platform.origin}/role-selection`,
});

/** An account made on the sign-up page, signed in, its address not verified yet. */
export async function signUpAccount(platform: OwnPlatform, email = newEmail()): Promise<Account> {
  const password = newPassword();
  const { tokens } = await signUpWithPassword({ ...client(platform), jar: new CookieJar(), email, password });
  return { email, password, token: tokens.access_token };
}

export async function signIn(platform: OwnPlatform, email: string, password: string): Promise<string> {
  const { tokens } = await signInWithPassword({ ...client(platform), jar: new CookieJar(), email, password });
  return tokens.access_token;
}

/** The link of the newest mail to `to` whose subject is `subject`. */
export async function mailedLink(
  platform: OwnPlatform,
  to: string,
  subject: string,
  part: string,
): Promise<string> {
  const mail = await platform.mail.waitFor(to, (m) => m.subject === subject);
  return linkIn(mail, part);
}

/** Signed up, then the verification mail's link opened (as the web page /verify-email does). */
export async function verifiedAccount(platform: OwnPlatform, email = newEmail()): Promise<Account> {
  const account = await signUpAccount(platform, email);
  const link = await mailedLink(platform, email, 'Confirmez votre adresse e-mail', '/verify-email');
  const confirmed = await callApi(platform, 'POST', '/email/confirm', undefined, { token: tokenOf(link) });
  if (confirmed.status !== 201) throw new Error(`not confirmed: ${JSON.stringify(confirmed)}`);
  return account;
}

/** A verified account that created an organisation (its admin). */
export async function adminOfNewOrganization(
  platform: OwnPlatform,
): Promise<Account & { organization: { id: string; name: string } }> {
  const admin = await verifiedAccount(platform);
  const created = await callApi(platform, 'POST', '/organizations', admin.token, {
    name: `École ${randomBytes(3).toString('hex')}`,
    role: 'admin',
  });
  if (created.status !== 201) throw new Error(`no organisation: ${JSON.stringify(created)}`);
  return { ...admin, organization: created.body };
}
