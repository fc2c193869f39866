import { randomUUID } from 'node:crypto';
import { listBoardPeerSchools, type Actor, type Reply, type Role } from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import { checkMatrix, matrixCases, startServiceUnderTest, type Expectation } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

/**
 * `identity.board.peer-schools.list` (issue 27 §8, decision 0074): which schools share the actor's board, asked
 * by the services working across a board's schools (the inventory's catalogue and loans between schools). Only a
 * school's staff; ids and names only; another board's school is never in it.
 */
describe('the schools of the actor’s board', () => {
  let h: Awaited<ReturnType<typeof startServiceUnderTest>>;
  beforeAll(async () => {
    h = await startServiceUnderTest({
      name: 'identity',
      beside: [],
      env: {},
      start: async (env) => (await startService(identityService, env)) as unknown as RunningService,
      publisher: 'groups',
    });
  }, 120_000);
  afterAll(() => h?.close());

  const sql = (text: string, params: unknown[]) => h.db.query(text, params);
  const actor = (organizationId: string | null, role: Role): Actor => ({
    userId: randomUUID(),
    organizationId,
    roles: [role],
  });

  async function organization(kind: 'board' | 'school', name: string, boardId: string | null = null) {
    const id = randomUUID();
    await sql(`INSERT INTO organizations (id, name, kind, board_id) VALUES ($1, $2, $3, $4)`, [
      id,
      name,
      kind,
      boardId,
    ]);
    return id;
  }

  let board: string;
  let monts: string;
  let lac: string;
  let ailleurs: string;
  let seule: string;
  beforeAll(async () => {
    board = await organization('board', 'CSS des Monts');
    monts = await organization('school', 'École des Monts', board);
    lac = await organization('school', 'École du Lac', board);
    const other = await organization('board', 'CSS des Rives');
    ailleurs = await organization('school', 'École des Rives', other);
    seule = await organization('school', 'École seule');
  });

  it('lists the board’s schools, ids and names, a page at a time, and only those asked among them', async () => {
    const all = await h.ok(listBoardPeerSchools, {}, actor(monts, 'teacher'));
    expect(all.boardId).toBe(board);
    expect(all.schools.map((s) => s.name).sort()).toEqual(['École des Monts', 'École du Lac']);
    expect(Object.keys(all.schools[0]!).sort()).toEqual(['id', 'name']);
    const first = await h.ok(listBoardPeerSchools, { limit: 1 }, actor(lac, 'admin'));
    const second = await h.ok(
      listBoardPeerSchools,
      { limit: 1, cursor: first.nextCursor! },
      actor(lac, 'admin'),
    );
    expect([...first.schools, ...second.schools].map((s) => s.id).sort()).toEqual([monts, lac].sort());
    expect(second.nextCursor).toBeNull();
    const asked = await h.ok(listBoardPeerSchools, { ids: [lac, ailleurs, seule] }, actor(monts, 'admin'));
    expect(asked.schools).toEqual([{ id: lac, name: 'École du Lac' }]);
    // A standalone school's staff: no board, no school.
    expect(await h.ok(listBoardPeerSchools, { ids: [monts] }, actor(seule, 'admin'))).toEqual({
      boardId: null,
      schools: [],
      nextCursor: null,
    });
  });

  it('answers a school’s staff only', async () => {
    const actors: Record<string, Actor | null> = {
      'school admin': actor(monts, 'admin'),
      'school teacher': actor(monts, 'teacher'),
      'school student': actor(monts, 'student'),
      'board admin': actor(board, 'board-admin'),
      'other board teacher': actor(ailleurs, 'teacher'),
      'signed out': null,
    };
    const table: Record<string, Record<string, Expectation>> = {
      [listBoardPeerSchools.subject]: {
        'school admin': 'allowed',
        'school teacher': 'allowed',
        'school student': 'denied',
        'board admin': 'denied',
        // Answered, about its own board: never a school of ours.
        'other board teacher': 'denied',
        'signed out': 'denied',
      },
    };
    const call = async (_endpoint: string, name: string): Promise<Reply<unknown>> => {
      const reply = await h.send(listBoardPeerSchools, { ids: [monts, lac] }, actors[name] ?? null);
      return reply.ok && reply.data.schools.length === 0
        ? { ok: false, error: { code: 'NOT_FOUND', message: 'nothing read' } }
        : reply;
    };
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  });
});
