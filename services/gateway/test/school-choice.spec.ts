import { randomUUID } from 'node:crypto';
import { liveCloseCodes, liveTopic, type Group, type LiveServerFrame } from '@crescendo/contracts';
import { LiveTestSocket, tokenOf } from '@crescendo/testing';
import { adminOfNewOrganization, mailedLink, signUpAccount, type Account } from './mailbox-accounts.js';
import { startOwnPlatform, type OwnPlatform } from './own-platform.js';

const invitationSubject = (organization: string) => `Invitation à rejoindre ${organization} sur Crescendo`;

/**
 * Issue 25 §2 through the gateway, with real tokens: a teacher of two schools acts in the one their
 * `X-Crescendo-School` and `X-Crescendo-Role` choose, and identity refuses a school or role they do not hold.
 */
describe('gateway: the school and role a request acts as', () => {
  let platform: OwnPlatform;
  let teacher: Account;
  let schoolA: { id: string; name: string };
  let schoolB: { id: string; name: string };
  let groupA: Group;
  let groupB: Group;

  async function call(
    method: string,
    path: string,
    token: string,
    choice: Record<string, string> = {},
    body?: unknown,
  ) {
    const response = await fetch(`${platform.origin}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...choice,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  const actingIn = (school: { id: string }, role = 'teacher') => ({
    'X-Crescendo-School': school.id,
    'X-Crescendo-Role': role,
  });

  const groupNames = async (choice: Record<string, string>) =>
    ((await call('GET', '/groups', teacher.token, choice)).body.groups as Group[]).map((group) => group.name);

  beforeAll(async () => {
    platform = await startOwnPlatform();
    // School A: the teacher's own (role selection, 'teacher'), with a group.
    teacher = await signUpAccount(platform);
    const own = await call('POST', '/organizations', teacher.token, {}, { name: 'École A', role: 'teacher' });
    if (own.status !== 201) throw new Error(`no school A: ${JSON.stringify(own)}`);
    schoolA = own.body;
    const createdA = await call('POST', '/groups', teacher.token, actingIn(schoolA), { name: 'Harmonie A' });
    if (createdA.status !== 201) throw new Error(`no group A: ${JSON.stringify(createdA)}`);
    groupA = createdA.body;
    // School B: another school's admin invites the teacher, who takes the mailed link.
    const adminB = await adminOfNewOrganization(platform);
    schoolB = adminB.organization;
    const invited = await call(
      'POST',
      '/team/invitations',
      adminB.token,
      {},
      {
        email: teacher.email,
        role: 'teacher',
      },
    );
    if (invited.status !== 201) throw new Error(`not invited: ${JSON.stringify(invited)}`);
    const link = await mailedLink(platform, teacher.email, invitationSubject(schoolB.name), '/invitation');
    const accepted = await call('POST', '/invitations/accept', teacher.token, {}, { token: tokenOf(link) });
    if (accepted.status !== 201) throw new Error(`not accepted: ${JSON.stringify(accepted)}`);
    const createdB = await call('POST', '/groups', teacher.token, actingIn(schoolB), { name: 'Cuivres B' });
    if (createdB.status !== 201) throw new Error(`no group B: ${JSON.stringify(createdB)}`);
    groupB = createdB.body;
  }, 120_000);
  afterAll(() => platform?.close());

  it('lists each school’s groups in the school the headers choose, and says both in /me', async () => {
    expect(await groupNames(actingIn(schoolA))).toEqual([groupA.name]);
    expect(await groupNames(actingIn(schoolB))).toEqual([groupB.name]);
    expect((await call('GET', `/groups/${groupB.id}`, teacher.token, actingIn(schoolA))).status).toBe(404);
    const me = await call('GET', '/me', teacher.token, actingIn(schoolA));
    expect(me.body).toMatchObject({ organizationId: schoolA.id, role: 'teacher' });
    expect(me.body.memberships).toEqual(
      expect.arrayContaining([
        { organizationId: schoolA.id, organizationName: 'École A', role: 'teacher' },
        // Its creator administers their own school too (issue 32 §6).
        { organizationId: schoolA.id, organizationName: 'École A', role: 'admin' },
        { organizationId: schoolB.id, organizationName: schoolB.name, role: 'teacher' },
      ]),
    );
    expect(me.body.memberships).toHaveLength(3);
  });

  it('acts, without a choice, as the membership chosen last', async () => {
    await call('GET', '/me', teacher.token, actingIn(schoolB));
    expect((await call('GET', '/me', teacher.token)).body.organizationId).toBe(schoolB.id);
    expect(await groupNames({})).toEqual([groupB.name]);
    await call('GET', '/me', teacher.token, actingIn(schoolA));
    expect((await call('GET', '/me', teacher.token)).body.organizationId).toBe(schoolA.id);
  });

  it('refuses a school or a role the person does not hold, in French', async () => {
    for (const forged of [
      actingIn({ id: randomUUID() }),
      actingIn(schoolB, 'admin'),
      actingIn(schoolA, 'student'),
    ]) {
      const refused = await call('GET', '/groups', teacher.token, forged);
      expect([forged, refused.status, refused.body.error.message]).toEqual([
        forged,
        403,
        'Erreur lors du changement de rôle.',
      ]);
    }
  });

  it('takes the choice in the live channel’s auth frame: that school’s groups only, a forged one refused', async () => {
    // School B used last: a socket without the choice would act there.
    await call('GET', '/me', teacher.token, actingIn(schoolB));
    const inA = await LiveTestSocket.open(platform.origin);
    try {
      inA.send({
        type: 'auth',
        token: teacher.token,
        choice: { organizationId: schoolA.id, role: 'teacher' },
      });
      await inA.next((frame) => frame.type === 'ready');
      inA.send({ type: 'subscribe', topics: [liveTopic('group', groupA.id), liveTopic('group', groupB.id)] });
      const answer = await inA.next(
        (frame): frame is Extract<LiveServerFrame, { type: 'subscribed' }> => frame.type === 'subscribed',
      );
      expect(answer.topics).toEqual([liveTopic('group', groupA.id)]);
      expect(answer.refused.map((refused) => refused.topic)).toEqual([liveTopic('group', groupB.id)]);
    } finally {
      inA.close();
    }

    const forged = await LiveTestSocket.open(platform.origin);
    try {
      forged.send({
        type: 'auth',
        token: teacher.token,
        choice: { organizationId: randomUUID(), role: 'teacher' },
      });
      expect((await forged.closed).code).toBe(liveCloseCodes.unauthenticated);
      expect(forged.frames[0]).toMatchObject({
        type: 'error',
        error: { code: 'FORBIDDEN', message: 'Erreur lors du changement de rôle.' },
      });
    } finally {
      forged.close();
    }
  });

  it('answers a malformed choice, or half of one, with a 400 in French', async () => {
    for (const malformed of [
      { 'X-Crescendo-School': 'ecole-a', 'X-Crescendo-Role': 'teacher' },
      { 'X-Crescendo-School': schoolA.id, 'X-Crescendo-Role': 'directeur' },
      { 'X-Crescendo-School': schoolA.id },
      { 'X-Crescendo-Role': 'teacher' },
    ] as Array<Record<string, string>>) {
      const refused = await call('GET', '/groups', teacher.token, malformed);
      expect([malformed, refused.status]).toEqual([malformed, 400]);
      expect(refused.body.error.message).toMatch(/mal formé/);
    }
  });
});
