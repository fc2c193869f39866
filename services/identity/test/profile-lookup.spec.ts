import { randomUUID } from 'node:crypto';
import { lookupProfiles, updateProfile } from '@crescendo/contracts';
import type { RunningService, ServiceClient } from '@crescendo/service-kit';
import { addMember, newOrganization, startIdentity, stopIdentity } from './identity-harness.js';

describe('identity.profile.lookup: profiles by ids within the actor’s organisation', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ running, client } = await startIdentity());
  }, 90_000);
  afterAll(() => stopIdentity({ running, client }));

  it('gives a teacher the names, e-mails and instruments of the ids asked, only from their organisation', async () => {
    const { organizationId } = await newOrganization(client);
    const teacher = await addMember(running, client, organizationId, 'teacher');
    const student = await addMember(running, client, organizationId, 'student');
    await client.request(
      updateProfile,
      { firstName: 'Léa', lastName: 'Roy', email: student.me.email, instrument: 'Flûte' },
      student.actor,
    );
    const other = await newOrganization(client);
    const stranger = await addMember(running, client, other.organizationId, 'student');

    const { profiles } = await client.request(
      lookupProfiles,
      { userIds: [student.actor.userId, stranger.actor.userId, randomUUID()] },
      teacher.actor,
    );
    expect(profiles).toEqual([
      {
        id: student.actor.userId,
        role: 'student',
        firstName: 'Léa',
        lastName: 'Roy',
        email: student.me.email,
        instrument: 'Flûte',
      },
    ]);
  });

  it('lists every teacher of the organisation for an admin and for a teacher (a co-teacher to choose), the students for an admin only', async () => {
    const { admin, organizationId } = await newOrganization(client);
    const teacher = await addMember(running, client, organizationId, 'teacher');
    const student = await addMember(running, client, organizationId, 'student');
    const { profiles } = await client.request(lookupProfiles, { role: 'teacher' }, admin);
    expect(profiles.map((profile) => profile.id)).toEqual([teacher.actor.userId]);
    const colleagues = await client.request(lookupProfiles, { role: 'teacher' }, teacher.actor);
    expect(colleagues.profiles.map((profile) => profile.id)).toEqual([teacher.actor.userId]);
    const admins = await client.request(lookupProfiles, { role: 'admin' }, teacher.actor);
    expect(admins.profiles.map((profile) => profile.id)).toEqual([admin.userId]);
    const students = await client.request(lookupProfiles, { role: 'student' }, admin);
    expect(students.profiles.map((profile) => profile.id)).toEqual([student.actor.userId]);
    await expect(client.request(lookupProfiles, { role: 'student' }, teacher.actor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses students and users without an organisation', async () => {
    const { organizationId } = await newOrganization(client);
    const student = await addMember(running, client, organizationId, 'student');
    await expect(
      client.request(lookupProfiles, { userIds: [student.actor.userId] }, student.actor),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      client.request(lookupProfiles, { userIds: [student.actor.userId] }, null),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
