import { createSampleGroups, listGroups, type Actor } from '@crescendo/contracts';
import { startGroups, type GroupsHarness } from './groups-harness.js';
import { adminOfNewOrganization, coAdmin, removeFromOrganization, studentByCode } from './identity-users.js';

describe('groups: the special administrator’s sample groups (spec §6)', () => {
  let h: GroupsHarness;
  let specialAdmin: Actor;

  beforeAll(async () => {
    h = await startGroups({ now: () => new Date('2026-10-01T12:00:00Z') });
  }, 90_000);
  afterAll(() => h?.close());

  it('offers and creates general music, orchestra and choir, ADMIN01–03, manual, the current school year', async () => {
    // Typed in capitals at sign-up: identity keeps one address, groups compares without case.
    specialAdmin = await adminOfNewOrganization(h.client, h.specialAdminEmail.toUpperCase());
    expect(specialAdmin.roles).toEqual(['admin']);
    expect(await h.ok(listGroups, {}, specialAdmin)).toEqual({ groups: [], canCreateSampleGroups: true });
    const { groups } = await h.ok(createSampleGroups, {}, specialAdmin);
    expect(groups.map((g) => [g.name, g.connectionCode, g.source, g.schoolYear, g.teacherId])).toEqual([
      ['Musique générale', 'ADMIN01', 'manual', '2026-2027', specialAdmin.userId],
      ['Orchestre', 'ADMIN02', 'manual', '2026-2027', specialAdmin.userId],
      ['Chorale', 'ADMIN03', 'manual', '2026-2027', specialAdmin.userId],
    ]);
    expect(
      await h.count(`outbox WHERE subject = 'evt.groups.group.created' AND payload->>'teacherId' = $1`, [
        specialAdmin.userId,
      ]),
    ).toBe(3);
    const after = await h.ok(listGroups, {}, specialAdmin);
    expect(after.canCreateSampleGroups).toBe(false);
    expect(after.groups).toHaveLength(3);
    // The sample codes work: whoever joins with one becomes a student of the organisation.
    const { student, group } = await studentByCode(h.client, 'admin02');
    expect(group.name).toBe('Orchestre');
    expect(student.organizationId).toBe(specialAdmin.organizationId);
    // Again: the administrator has groups now.
    expect(await h.send(createSampleGroups, {}, specialAdmin)).toMatchObject({
      error: { code: 'CONFLICT' },
    });
  });

  it('refuses anyone else, and does not offer them the button', async () => {
    const admin = await adminOfNewOrganization(h.client);
    expect((await h.ok(listGroups, {}, admin)).canCreateSampleGroups).toBe(false);
    expect(await h.send(createSampleGroups, {}, admin)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const ordinary = await h.groupWith(admin);
    const { student } = await studentByCode(h.client, ordinary.connectionCode!);
    expect(await h.send(createSampleGroups, {}, student)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await h.count('groups WHERE organization_id = $1', [admin.organizationId])).toBe(1);
  });

  it('refuses a second set on the platform: the codes are unique', async () => {
    // The special administrator leaves the first organisation (their groups stay there) and starts another.
    await removeFromOrganization(h.client, await coAdmin(h, specialAdmin), specialAdmin);
    const elsewhere = await adminOfNewOrganization(h.client, h.specialAdminEmail);
    expect(elsewhere).toMatchObject({ userId: specialAdmin.userId, roles: ['admin'] });
    expect(elsewhere.organizationId).not.toBe(specialAdmin.organizationId);
    expect(await h.send(createSampleGroups, {}, elsewhere)).toEqual({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'Les groupes d’exemple (ADMIN01 à ADMIN03) existent déjà.',
        messageKey: 'groups.samplesExist',
      },
    });
    expect(await h.count('groups WHERE organization_id = $1', [elsewhere.organizationId])).toBe(0);
  });
});

describe('groups: no special administrator configured', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups({}, { SPECIAL_ADMIN_EMAIL: '' });
  }, 90_000);
  afterAll(() => h?.close());

  it('offers the sample groups to nobody', async () => {
    const admin = await adminOfNewOrganization(h.client, h.specialAdminEmail);
    expect((await h.ok(listGroups, {}, admin)).canCreateSampleGroups).toBe(false);
    expect(await h.send(createSampleGroups, {}, admin)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
