import { randomUUID } from 'node:crypto';
import type { Actor, ErrorCode, Reply, Role } from '@crescendo/contracts';

/**
 * The authorization matrix every service extends: actors of two organisations, a table of
 * (endpoint, actor, expected), and a runner that reports every cell that answered otherwise.
 * Actors are what the gateway hands a service; services trust nothing else, so a test builds them.
 */

export function actorOf(organizationId: string | null, role: Role): Actor {
  return { userId: randomUUID(), organizationId, roles: [role] };
}

/** One organisation: an admin, two teachers and two students (the first of each is "ours" in a fixture). */
export interface Tenant {
  organizationId: string;
  admin: Actor;
  teacher: Actor;
  otherTeacher: Actor;
  student: Actor;
  otherStudent: Actor;
}

export function newTenant(): Tenant {
  const organizationId = randomUUID();
  return {
    organizationId,
    admin: actorOf(organizationId, 'admin'),
    teacher: actorOf(organizationId, 'teacher'),
    otherTeacher: actorOf(organizationId, 'teacher'),
    student: actorOf(organizationId, 'student'),
    otherStudent: actorOf(organizationId, 'student'),
  };
}

/** `home` owns the data under test; `away` is another organisation that must never reach it. */
export function twoOrganizations(): { home: Tenant; away: Tenant } {
  return { home: newTenant(), away: newTenant() };
}

/** The matrix's rows, by name, for a fixture owned by `home.teacher` with `home.student` in it. */
export function matrixActors({ home, away }: { home: Tenant; away: Tenant }): Record<string, Actor | null> {
  return {
    'home admin': home.admin,
    'home teacher (owner)': home.teacher,
    'home teacher (another group)': home.otherTeacher,
    'home student (member)': home.student,
    'home student (not a member)': home.otherStudent,
    'away admin': away.admin,
    'away teacher': away.teacher,
    'away student': away.student,
    'signed out': null,
  };
}

/**
 * 'allowed': an `ok` reply. 'denied': FORBIDDEN, NOT_FOUND or UNAUTHENTICATED, and no data.
 * A list of codes: exactly one of those.
 */
export type Expectation = 'allowed' | 'denied' | ErrorCode[];

export interface MatrixCase {
  endpoint: string;
  actor: string;
  expected: Expectation;
}

const deniedCodes: ErrorCode[] = ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'];

/**
 * What a cell's call answers when an `ok` reply read nothing of `home`'s (another school's actor reads their
 * own, empty list): NOT_FOUND, so that such a reply counts as denied.
 */
export const nothingRead = { ok: false, error: { code: 'NOT_FOUND', message: 'nothing read' } } as const;

/** `{ endpoint: { actor: expected } }` → one case per cell. */
export function matrixCases(table: Record<string, Record<string, Expectation>>): MatrixCase[] {
  return Object.entries(table).flatMap(([endpoint, row]) =>
    Object.entries(row).map(([actor, expected]) => ({ endpoint, actor, expected })),
  );
}

function describe(reply: Reply<unknown>): string {
  return reply.ok ? 'ok' : reply.error.code;
}

function meets(reply: Reply<unknown>, expected: Expectation): boolean {
  if (expected === 'allowed') return reply.ok;
  if (reply.ok || 'data' in reply) return false;
  return (expected === 'denied' ? deniedCodes : expected).includes(reply.error.code);
}

/**
 * Runs every case (one after the other: a case may build its own fixture) and returns the cells
 * that answered otherwise, e.g. `groups.group.get × away admin: expected denied, got ok`.
 * Expect the result to equal `[]`: a failure then names every wrong cell at once.
 */
export async function checkMatrix(
  cases: MatrixCase[],
  call: (endpoint: string, actor: string) => Promise<Reply<unknown>>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const cell of cases) {
    const reply = await call(cell.endpoint, cell.actor);
    if (!meets(reply, cell.expected)) {
      const expected = Array.isArray(cell.expected) ? cell.expected.join('|') : cell.expected;
      wrong.push(`${cell.endpoint} × ${cell.actor}: expected ${expected}, got ${describe(reply)}`);
    }
  }
  return wrong;
}
