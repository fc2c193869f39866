import { randomUUID } from 'node:crypto';
import {
  answerInstrument,
  getProfile,
  resolveActor,
  updateProfile,
  updateSettings,
  type Actor,
} from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { justSignedIn, signedInAgo } from '@crescendo/testing';
import {
  newOrganization,
  outboxSubjects,
  signIn,
  startIdentity,
  testIssuer,
  stopIdentity,
} from './identity-harness.js';

const validProfile = {
  firstName: 'Clara',
  lastName: 'Schumann',
  email: 'clara@ecole.test',
  phone: '514-555-0101',
  bio: 'Pianiste',
  instrument: 'Piano' as const,
};
// The smallest valid PNG (1×1).
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('identity: actor resolution, profile and settings', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  });
  afterAll(() => stopIdentity({ running, client }));

  it('creates a teacher profile for an unknown e-mail (spec §4) and records user.created', async () => {
    const email = `Nouveau.${randomUUID()}@Ecole.test`;
    const { actor, me } = await signIn(client, email);
    expect(actor).toEqual({ userId: me.id, organizationId: null, roles: ['teacher'] });
    expect(me).toMatchObject({
      email: email.toLowerCase(),
      role: 'teacher',
      settings: { language: 'fr', currency: 'CAD' },
    });
    expect(await outboxSubjects(running, me.id)).toEqual(['evt.identity.user.created']);
  });

  it('finds the same user again by (issuer, subject), and by a verified e-mail from another issuer', async () => {
    const email = `${randomUUID()}@ecole.test`;
    const subject = randomUUID();
    const first = await client.request(
      resolveActor,
      { issuer: testIssuer, subject, email, emailVerified: true },
      null,
    );
    expect(first.me.emailVerified).toBe(true);
    const again = await client.request(resolveActor, { issuer: testIssuer, subject, email }, null);
    const google = await client.request(
      resolveActor,
      {
        issuer: 'https://accounts.google.test',
        subject: 'g-1',
        email: email.toUpperCase(),
        emailVerified: true,
      },
      null,
    );
    expect(again.me.id).toBe(first.me.id);
    expect(google.me.id).toBe(first.me.id);
  });

  it('links no sign-in by an e-mail its issuer did not verify (a Keycloak token without email_verified)', async () => {
    const email = `${randomUUID()}@ecole.test`;
    const owner = await client.request(
      resolveActor,
      { issuer: testIssuer, subject: randomUUID(), email, emailVerified: true },
      null,
    );
    const keycloak = 'https://keycloak.test/realms/crescendo';
    for (const claim of [{}, { emailVerified: false }]) {
      const reply = await client.send(
        resolveActor,
        { issuer: keycloak, subject: randomUUID(), email, ...claim },
        null,
      );
      expect(reply).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    }
    const links: unknown[] = await running.infra.dataSource!.query(
      `SELECT 1 FROM user_identities WHERE user_id = $1 AND issuer = $2`,
      [owner.me.id, keycloak],
    );
    expect(links).toEqual([]);
  });

  it('links no verified sign-in to an account whose own address was never proven', async () => {
    const { me } = await signIn(client);
    expect(me.emailVerified).toBe(false);
    const reply = await client.send(
      resolveActor,
      { issuer: 'https://accounts.google.test', subject: randomUUID(), email: me.email, emailVerified: true },
      null,
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  it('resolves concurrent first sign-ins of one person to one user', async () => {
    const email = `${randomUUID()}@ecole.test`;
    const replies = await Promise.all(
      [1, 2, 3].map((n) =>
        client.request(
          resolveActor,
          { issuer: testIssuer, subject: `s${n}-${email}`, email, emailVerified: true },
          null,
        ),
      ),
    );
    expect(new Set(replies.map((reply) => reply.me.id)).size).toBe(1);
  });

  it('reads and updates the own profile with the spec’s required fields, and records user.updated', async () => {
    const { actor } = await signIn(client);
    const email = `${randomUUID()}@ecole.test`;
    const before = await client.request(getProfile, {}, actor);
    const updated = await client.request(
      updateProfile,
      { ...validProfile, email, picture: png },
      justSignedIn(actor),
    );
    // A new address waits for its mailed link: the profile shows it pending.
    expect(updated).toMatchObject({
      ...validProfile,
      email: before.email,
      pendingEmail: email,
      picture: png,
      role: 'teacher',
      twoFactorEnabled: false,
    });
    const read = await client.request(getProfile, {}, actor);
    expect(read).toEqual(updated);
    expect(await outboxSubjects(running, actor.userId)).toEqual([
      'evt.identity.user.created',
      'evt.identity.user.updated',
    ]);
  });

  it('refuses a profile without the required fields or with an instrument off the list, and changes nothing', async () => {
    const { actor, me } = await signIn(client);
    const missing = await client.send(updateProfile, { ...validProfile, firstName: '  ' } as never, actor);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(missing.error.fields ?? {}).sort()).toEqual(['payload.firstName']);
    }
    const offList = await client.send(
      updateProfile,
      { ...validProfile, instrument: 'Kazoo' },
      justSignedIn(actor),
    );
    expect(offList).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { instrument: 'Choisissez un instrument de la liste.' } },
    });
    const noEmail = await client.send(updateProfile, { ...validProfile, email: '' }, actor);
    expect(noEmail.ok).toBe(false);
    expect((await client.request(getProfile, {}, actor)).firstName).toBe(me.firstName);
  });

  it('refuses a picture whose bytes are not the image it claims', async () => {
    const { actor } = await signIn(client);
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const reply = await client.send(
      updateProfile,
      { ...validProfile, email: `${randomUUID()}@e.test`, picture: fake },
      actor,
    );
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { picture: expect.any(String) } },
    });
  });

  it('answers a change to another account’s address like any other: pending, and nothing taken', async () => {
    const { me: other } = await signIn(client);
    const { actor, me } = await signIn(client);
    const reply = await client.request(
      updateProfile,
      { ...validProfile, email: other.email },
      justSignedIn(actor),
    );
    expect(reply).toMatchObject({ email: me.email, pendingEmail: other.email });
  });

  it('needs a recent sign-in to change the e-mail address, not to change the rest', async () => {
    const { actor, me } = await signIn(client);
    const stale = signedInAgo(actor, 10 * 60);
    const reply = await client.send(
      updateProfile,
      { ...validProfile, email: `${randomUUID()}@ecole.test` },
      stale,
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'REAUTH_REQUIRED' } });
    expect(await client.request(getProfile, {}, actor)).toMatchObject({
      email: me.email,
      pendingEmail: null,
    });
    const kept = await client.request(updateProfile, { ...validProfile, email: me.email }, stale);
    expect(kept).toMatchObject({ firstName: validProfile.firstName, email: me.email });
  });

  it('stores the first-login instrument answer and the app settings of the actor only', async () => {
    const { actor } = await signIn(client);
    const { actor: other } = await signIn(client);
    await client.request(answerInstrument, { instrument: 'Batterie, Xylophone' }, actor);
    const settings = await client.request(updateSettings, { language: 'en', currency: 'EUR' }, actor);
    expect(settings).toEqual({ language: 'en', currency: 'EUR' });
    expect(await client.request(getProfile, {}, actor)).toMatchObject({
      instrument: 'Batterie, Xylophone',
      settings: { language: 'en', currency: 'EUR' },
    });
    expect((await client.request(getProfile, {}, other)).settings).toEqual({
      language: 'fr',
      currency: 'CAD',
    });
    const bad = await client.send(updateSettings, { currency: 'GBP' } as never, actor);
    expect(bad.ok).toBe(false);
  });

  it('keeps a first-login answer off the list when the student saves another change of their profile', async () => {
    const { actor, me } = await signIn(client);
    await client.request(answerInstrument, { instrument: 'Batterie, Timbales' }, actor);
    const saved = await client.request(
      updateProfile,
      { ...validProfile, email: me.email, instrument: 'Batterie, Timbales', phone: '514 555-0199' },
      actor,
    );
    expect(saved).toMatchObject({ instrument: 'Batterie, Timbales', phone: '514 555-0199' });
    // Another text off the list is not theirs to set from the profile.
    const other = await client.send(
      updateProfile,
      { ...validProfile, email: me.email, instrument: 'Cor' },
      actor,
    );
    expect(other.ok).toBe(false);
    expect((await client.request(getProfile, {}, actor)).instrument).toBe('Batterie, Timbales');
  });

  it('answers UNAUTHENTICATED without an actor, and NOT_FOUND for an actor that does not exist', async () => {
    expect(await client.send(getProfile, {}, null)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const ghost: Actor = { userId: randomUUID(), organizationId: randomUUID(), roles: ['admin'] };
    expect(await client.send(getProfile, {}, ghost)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('lets a user without an organisation create one and become its admin, once', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const profile = await client.request(getProfile, {}, admin);
    expect(profile).toMatchObject({ role: 'admin', organizationId });
    const again = await client.send(
      (await import('@crescendo/contracts')).createOrganization,
      { name: 'Deuxième école' },
      admin,
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });
});
