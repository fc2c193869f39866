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
