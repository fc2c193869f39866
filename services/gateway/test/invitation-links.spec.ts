import { queryServiceSchema, tokenOf } from '@crescendo/testing';
import {
  adminOfNewOrganization,
  mailedLink,
  newEmail,
  signUpAccount,
  verifiedAccount,
  type Account,
} from './mailbox-accounts.js';
import { callApi, startOwnPlatform, type OwnPlatform } from './own-platform.js';

const invitationSubject = (organization: string) => `Invitation à rejoindre ${organization} sur Crescendo`;

/**
 * Issue 7, point 1: an invitation is taken only through its single-use link mailed to the invited
 * address, by that address's account. The two attacks found black box (a profile e-mail changed to the
 * invited address; a sign-up with it) no longer make a stranger admin of the school.
 */
describe('invitations by mailed link, through the gateway', () => {
  let platform: OwnPlatform;
  let admin: Account & { organization: { id: string; name: string } };
  let organization: { id: string; name: string };

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);

  /** Invites `email` as admin; the link mailed to it. */
  async function invite(email: string): Promise<{ id: string; token: string }> {
    const sent = await call('POST', '/team/invitations', admin.token, { email, role: 'admin' });
    if (sent.status !== 201) throw new Error(`not invited: ${JSON.stringify(sent)}`);
    const link = await mailedLink(platform, email, invitationSubject(organization.name), '/invitation');
    return { id: sent.body.id, token: tokenOf(link) };
  }

  const me = async (token: string) => (await call('GET', '/me', token)).body;

  beforeAll(async () => {
    platform = await startOwnPlatform();
    admin = await adminOfNewOrganization(platform);
    organization = admin.organization;
  }, 120_000);
  afterAll(() => platform?.close());

  it('no longer makes admin a stranger who changes their profile e-mail to the invited address', async () => {
    const invited = newEmail();
    await invite(invited);
    const stranger = await signUpAccount(platform);
    const profile = (await call('GET', '/profile', stranger.token)).body;
    const changed = await call('PUT', '/profile', stranger.token, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: invited,
      instrument: 'Violon',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: stranger.email, pendingEmail: invited });
    expect(await me(stranger.token)).toMatchObject({
      email: stranger.email,
      role: 'teacher',
      organizationId: null,
    });
  });

  it('no longer makes admin a stranger who signs up with the invited address', async () => {
    const invited = newEmail();
    await invite(invited);
    const stranger = await signUpAccount(platform, invited);
    expect(await me(stranger.token)).toMatchObject({
      email: invited,
      emailVerified: false,
      role: 'teacher',
      organizationId: null,
    });
  });

  it('takes the invited person in through the link once, and not twice', async () => {
    const invited = newEmail();
    const { token } = await invite(invited);
    const person = await signUpAccount(platform, invited);
    const accepted = await call('POST', '/invitations/accept', person.token, { token });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ organizationId: organization.id, role: 'admin' });
    // The link proved the mailbox: the account is verified, and admin of the school.
    expect(await me(person.token)).toMatchObject({
      role: 'admin',
      organizationId: organization.id,
      emailVerified: true,
    });
    const again = await call('POST', '/invitations/accept', person.token, { token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/n’est plus valable/);
  });

  it('refuses the link to another account, and still lets the invited one take it', async () => {
    const invited = newEmail();
    const { token } = await invite(invited);
    const other = await verifiedAccount(platform);
    const refused = await call('POST', '/invitations/accept', other.token, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/autre adresse e-mail/);
    expect(await me(other.token)).toMatchObject({ organizationId: null, role: 'teacher' });
    const person = await verifiedAccount(platform, invited);
    expect((await call('POST', '/invitations/accept', person.token, { token })).status).toBe(201);
  });

  it('refuses a revoked invitation, and lists pending ones without their token', async () => {
    const invited = newEmail();
    const { id, token } = await invite(invited);
    const listed = (await call('GET', '/team', admin.token)).body.invitations;
    expect(listed).toContainEqual(expect.objectContaining({ id, email: invited, role: 'admin' }));
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await call('DELETE', `/team/invitations/${id}`, admin.token)).status).toBe(200);
    const person = await signUpAccount(platform, invited);
    expect((await call('POST', '/invitations/accept', person.token, { token })).status).toBe(404);
    expect(await me(person.token)).toMatchObject({ organizationId: null });
  });

  it('refuses an expired invitation', async () => {
    const invited = newEmail();
    const { id, token } = await invite(invited);
    // Seven days cannot pass in a test: the invitation's expiry is moved into the past instead.
    await queryServiceSchema(
      'identity',
      `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    const person = await signUpAccount(platform, invited);
    expect((await call('POST', '/invitations/accept', person.token, { token })).status).toBe(404);
    expect(await me(person.token)).toMatchObject({ organizationId: null });
  });

  it('keeps the token out of the database: only its hash is stored', async () => {
    const invited = newEmail();
    const { id, token } = await invite(invited);
    const rows = await queryServiceSchema<{ token_hash: string }>(
      'identity',
      `SELECT * FROM invitations WHERE id = $1`,
      [id],
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
