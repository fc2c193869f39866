import type { Actor } from '../groups/nats-probes.js';
import { accessToken } from '../groups/oidc-client.js';
import { api } from '../groups/teacher-fixture.js';
import { seedPractice, type SeededPractice } from './practice-seed.js';

export const demoPassword = 'crescendo-demo';
export const demoStudentEmail = 'eleve@demo.crescendo.ca';
export const demoTeacherEmail = 'prof@demo.crescendo.ca';
const overviewGroupName = 'Banc d’essai — 40 élèves';

async function ok<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A demo account as the gateway resolves it. */
export async function signedIn(baseUrl: string, email: string, role: 'student' | 'teacher') {
  const call = api(baseUrl, await accessToken(baseUrl, email, demoPassword));
  const me = await ok<{ id: string; organizationId: string | null; role: string | null }>(
    await call('/me'),
    'GET /api/v1/me',
  );
  if (!me.organizationId || me.role !== role) throw new Error(`${email} is not a ${role}: ${me.role}`);
  return { call, actor: { userId: me.id, organizationId: me.organizationId, roles: [role] } satisfies Actor };
}

export interface HomeworkFixture extends SeededPractice {
  organizationId: string;
  studentId: string;
  groupId: string;
}

let prepared: Promise<HomeworkFixture> | null = null;

/**
 * What both homework benchmarks read, prepared once per run: the demo teacher's overview group (created
 * through the API when missing, found by name later) and the million reports (`seedPractice`).
 */
export function homeworkFixture(baseUrl: string, databaseUrl: string, log: (m: string) => void) {
  prepared ??= (async () => {
    const student = await signedIn(baseUrl, demoStudentEmail, 'student');
    const teacher = await signedIn(baseUrl, demoTeacherEmail, 'teacher');
    if (student.actor.organizationId !== teacher.actor.organizationId)
      throw new Error('the demo student and teacher are not of the same organisation');
    const { groups } = await ok<{ groups: Array<{ id: string; name: string }> }>(
      await teacher.call('/groups'),
      'GET /api/v1/groups',
    );
    const group =
      groups.find((g) => g.name === overviewGroupName) ??
      (await ok<{ id: string }>(
        await teacher.call('/groups', { method: 'POST', body: JSON.stringify({ name: overviewGroupName }) }),
        'POST /api/v1/groups',
      ));
    const organizationId = student.actor.organizationId;
    const seeded = await seedPractice(
      databaseUrl,
      { organizationId, studentId: student.actor.userId, groupId: group.id },
      log,
    );
    return { ...seeded, organizationId, studentId: student.actor.userId, groupId: group.id };
  })();
  return prepared;
}
