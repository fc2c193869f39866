import type { Actor } from './nats-probes.js';

export const benchGroupCount = Number(process.env.BENCH_GROUPS ?? 20);
const benchGroupName = (i: number) => `Banc d’essai ${String(i).padStart(2, '0')}`;

export interface ListReply {
  groups: Array<{ id: string; name: string }>;
  canCreateSampleGroups: boolean;
}

export function api(baseUrl: string, token: string) {
  return async (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${baseUrl}/api/v1${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
}

async function ok<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The teacher as the gateway resolves them (identity owns roles and organisation). */
export async function teacherActor(call: ReturnType<typeof api>): Promise<Actor> {
  const me = await ok<{ id: string; organizationId: string | null; role: string | null }>(
    await call('/me'),
    'GET /api/v1/me',
  );
  if (!me.organizationId || me.role !== 'teacher')
    throw new Error(`not a teacher of an organisation: ${me.role}`);
  return { userId: me.id, organizationId: me.organizationId, roles: [me.role] };
}

/** A realistic list: the bench's groups created through the API once, found by name on later runs. */
export async function ensureBenchGroups(call: ReturnType<typeof api>): Promise<ListReply> {
  const before = await ok<ListReply>(await call('/groups'), 'GET /api/v1/groups');
  const names = new Set(before.groups.map((g) => g.name));
  for (let i = 1; i <= benchGroupCount; i++) {
    if (names.has(benchGroupName(i))) continue;
    await ok(
      await call('/groups', { method: 'POST', body: JSON.stringify({ name: benchGroupName(i) }) }),
      'POST /api/v1/groups',
    );
  }
  return ok<ListReply>(await call('/groups'), 'GET /api/v1/groups');
}

const wideGroupName = (i: number) => `Banc d’essai large ${String(i).padStart(3, '0')}`;

/**
 * A list of exactly `rows` groups for the teacher: their other groups plus as many of the wide list's
 * groups (created once, found by name) as it takes, unarchived; the rest of the wide list archived (an
 * archived group is not in the list). `hideWideGroups` archives them all again after the run, so that
 * the other benchmarks keep their list.
 */
export async function showWideList(call: ReturnType<typeof api>, rows: number): Promise<ListReply> {
  const all = await ok<{ groups: Array<{ id: string; name: string; archived: boolean }> }>(
    await call('/groups?includeArchived=true'),
    'GET /api/v1/groups?includeArchived=true',
  );
  const isWide = (name: string) => name.startsWith('Banc d’essai large ');
  const others = all.groups.filter((g) => !isWide(g.name) && !g.archived).length;
  const wanted = Math.max(0, rows - others);
  const byName = new Map(all.groups.filter((g) => isWide(g.name)).map((g) => [g.name, g]));
  for (let i = 1; i <= wanted; i++) {
    const existing = byName.get(wideGroupName(i));
    if (!existing) {
      await ok(
        await call('/groups', { method: 'POST', body: JSON.stringify({ name: wideGroupName(i) }) }),
        'POST /api/v1/groups',
      );
    } else if (existing.archived) {
      await setArchived(call, existing.id, false);
    }
  }
  for (const [name, group] of byName) {
    const index = Number(name.slice('Banc d’essai large '.length));
    if (index > wanted && !group.archived) await setArchived(call, group.id, true);
  }
  return ok<ListReply>(await call('/groups'), 'GET /api/v1/groups');
}

export async function hideWideGroups(call: ReturnType<typeof api>): Promise<void> {
  const list = await ok<ListReply>(await call('/groups'), 'GET /api/v1/groups');
  for (const group of list.groups)
    if (group.name.startsWith('Banc d’essai large ')) await setArchived(call, group.id, true);
}

async function setArchived(call: ReturnType<typeof api>, groupId: string, archived: boolean) {
  await ok(
    await call(`/groups/${groupId}/archived`, { method: 'PUT', body: JSON.stringify({ archived }) }),
    `PUT /api/v1/groups/${groupId}/archived`,
  );
}
