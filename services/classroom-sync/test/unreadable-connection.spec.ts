import { createHash, randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { getGoogleConnection, listClassroomCourses } from '@crescendo/contracts';
import { serviceDb } from '@crescendo/service-kit';
import { sealingKey, type SealingKeyRing } from '@crescendo/service-kit/crypto';
import { serviceEnv } from '@crescendo/testing';
import { classroomConfigSchema } from '../src/config.js';
import { TokenVault } from '../src/google/token-vault.store.js';
import { people, startClassroom, type ClassroomHarness } from './classroom-harness.js';

/**
 * Issue 34 §6: a Google connection sealed with a key classroom-sync is not given (another clone's `npm start`,
 * a rotation without GOOGLE_TOKEN_PREVIOUS_KEYS) is no connection: the teacher is asked to connect again,
 * instead of an error at every import; the key id is logged once.
 */
const teacherGoogle = 'marie.lefebvre@ecole.test';
const newKey = () => randomBytes(32).toString('base64');
const keyId = (key: string) =>
  createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 8);
const ringOf = (current: string, ...previous: string[]): SealingKeyRing => ({
  current: sealingKey(current),
  previous: previous.map((key) => sealingKey(key)),
});
const serviceKey = serviceEnv().GOOGLE_TOKEN_KEY!;
const unopenedWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('do not open'));

describe('a Google connection sealed with a key that is not configured', () => {
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
  afterEach(() => jest.restoreAllMocks());

  /** The teacher's connection as another clone's classroom-sync stored it, under `key`. */
  const storedUnder = (key: string) =>
    new TokenVault(serviceDb(h.db), ringOf(key)).save({
      userId: people.teacher.userId,
      organizationId: people.teacher.organizationId,
      googleSubject: 'google-subject-of-the-other-clone',
      googleEmail: teacherGoogle,
      scopes: 'openid email',
      refreshToken: '1//0-refresh-token-of-the-other-clone',
      accessToken: 'ya29.access-token-of-the-other-clone',
      accessTokenExpiresAt: new Date(Date.now() + 3600_000),
    });

  it('reads as not connected, import asks to connect again, and connecting replaces it', async () => {
    const otherKey = newKey();
    await storedUnder(otherKey);
    const warn = jest.spyOn(Logger.prototype, 'warn');

    expect(await h.ok(getGoogleConnection, {}, people.teacher)).toEqual({
      connected: false,
      email: null,
      connectedAt: null,
    });
    // What the import screen does next with a course list: the reason it offers 'connect Google' for.
    expect(await h.send(listClassroomCourses, {}, people.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', messageKey: 'classroom.tokenMissing' },
    });
    expect((await h.ok(getGoogleConnection, {}, people.teacher)).connected).toBe(false);
    const [warning, ...more] = unopenedWarnings(warn);
    expect(more).toEqual([]);
    expect(warning).toContain(`1 Google connection(s) do not open`);
    expect(warning).toContain(`sealed with key ${keyId(otherKey)},`);
    expect(warning).toContain('GOOGLE_TOKEN_PREVIOUS_KEYS');

    expect(await h.connectGoogle(people.teacher, teacherGoogle)).toBe('/home?auth=google_success');
    expect(await h.ok(getGoogleConnection, {}, people.teacher)).toMatchObject({
      connected: true,
      email: teacherGoogle,
    });
    const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
    expect(courses.map((course) => course.name)).toEqual(['MUS212 — Harmonie']);
  });

  it('counts them at start, once per key id', async () => {
    const otherKey = newKey();
    await storedUnder(otherKey);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const vault = new TokenVault(serviceDb(h.db), ringOf(serviceKey));
    expect(await vault.reportUnreadable()).toBe(1);
    expect(await vault.load(people.teacher.userId)).toBeNull();
    const warnings = unopenedWarnings(warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `1 Google connection(s) do not open: they were sealed with key ${keyId(otherKey)},`,
    );
    expect(warnings[0]).toContain(`configured: ${keyId(serviceKey)}`);
  });

  it('opens a connection under GOOGLE_TOKEN_PREVIOUS_KEYS and seals it again with the current key', async () => {
    const formerKey = newKey();
    await storedUnder(formerKey);
    const rotated = new TokenVault(serviceDb(h.db), ringOf(serviceKey, newKey(), formerKey));
    expect(await rotated.reportUnreadable()).toBe(0);
    expect(await rotated.load(people.teacher.userId)).toMatchObject({
      refreshToken: '1//0-refresh-token-of-the-other-clone',
      accessToken: 'ya29.access-token-of-the-other-clone',
    });
    const [row] = await h.query<{ refresh_token_sealed: string; access_token_sealed: string }>(
      `SELECT refresh_token_sealed, access_token_sealed FROM google_connections WHERE user_id = $1`,
      [people.teacher.userId],
    );
    expect(row!.refresh_token_sealed.split('.')[1]).toBe(keyId(serviceKey));
    expect(row!.access_token_sealed.split('.')[1]).toBe(keyId(serviceKey));
  });

  it('refuses a previous key that is not 32 bytes, naming the variable', () => {
    const parsed = classroomConfigSchema.safeParse({
      GOOGLE_TOKEN_KEY: serviceKey,
      GOOGLE_TOKEN_PREVIOUS_KEYS: `${newKey()},pas-une-cle`,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('GOOGLE_TOKEN_PREVIOUS_KEYS');
    const valid = classroomConfigSchema.safeParse({
      GOOGLE_TOKEN_KEY: serviceKey,
      GOOGLE_TOKEN_PREVIOUS_KEYS: ` ${newKey()} , ${newKey()} `,
    });
    expect(valid.success).toBe(true);
  });
});
