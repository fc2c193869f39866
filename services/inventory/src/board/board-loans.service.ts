import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  BoardLoan,
  BoardCatalogueEntry,
  BoardInstrumentEntry,
  PayloadOf,
  listBoardCatalogue,
  listBoardInstruments,
  listBoardLoans,
  offerBoardLoan,
  requestBoardLoan,
} from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireStaff, type Viewer } from '../access.js';
import { isUniqueViolation } from '../instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from '../inventory.options.js';
import { BoardSchools, type BoardSchoolsPort } from './board-schools.js';
import {
  boardLoansPage,
  cataloguePage,
  decodeBoardLoanCursor,
  decodeCatalogueCursor,
  findAnyItem,
  findBoardLoan,
  insertBoardLoan,
  isItemLent,
  itemOf,
  moveBoardLoan,
  type BoardItem,
  type BoardLoanRow,
} from './board-loan.store.js';
import {
  boardInstrumentsPage,
  decodeBoardInstrumentCursor,
  lockInstrumentIfFree,
} from './board-instruments.store.js';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

const loanNotFound = () => new AppException('NOT_FOUND', 'inventory.boardLoanNotFound');
type BoardConflict =
  | 'boardLoanOwnScore'
  | 'boardLoanOwnInstrument'
  | 'boardLoanInstrumentBusy'
  | 'boardLoanPending'
  | 'boardLoanAlreadyLent'
  | 'boardLoanNotRequested'
  | 'boardLoanNotOffered'
  | 'boardLoanNotLent';
/** What is said of an instrument where the score's wording would not fit ('…pour cet instrument'). */
const ofInstrument: Partial<
  Record<
    BoardConflict,
    'boardLoanPendingInstrument' | 'boardLoanAlreadyLentInstrument' | 'boardLoanNotLentInstrument'
  >
> = {
  boardLoanPending: 'boardLoanPendingInstrument',
  boardLoanAlreadyLent: 'boardLoanAlreadyLentInstrument',
  boardLoanNotLent: 'boardLoanNotLentInstrument',
};
const conflict = (key: BoardConflict, kind: BoardItem['kind'] = 'score') =>
  new AppException('CONFLICT', `inventory.${(kind === 'instrument' && ofInstrument[key]) || key}`);

/**
 * Across the schools of a board (issue 27 §8, decisions 0074 and 0077). The board-wide catalogues of scores and
 * of instruments are read by the staff of the board's schools; a loan of a score or an instrument between two
 * schools is asked by the borrowing school's staff ('Demander un prêt'), offered with its days or declined by the
 * owning school's admins ('Offrir', 'Refuser'), approved by the borrowing school's admins ('Approuver'), and
 * ended by the owning school's admins when it comes back. Whether
 * a school is of the actor's board is identity's answer at every step: another board's school, a loan the
 * actor's school is not party to, are `NOT_FOUND`.
 */
@Injectable()
export class BoardLoansService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(BoardSchools) private readonly schools: BoardSchoolsPort,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** The board's scores by title: titles, composers, levels, the school that owns each and its copies. */
  async catalogue(actor: Actor | null, query: PayloadOf<typeof listBoardCatalogue>) {
    requireStaff(actor);
    const board = await this.schools.all(actor!);
    if (!board.boardId) throw new AppException('NOT_FOUND', 'inventory.boardLoanNoBoard');
    const after = query.cursor ? decodeCatalogueCursor(query.cursor) : null;
    const page = await cataloguePage(
      this.db,
      { schoolIds: [...board.names.keys()], search: query.search || null, ensemble: query.ensemble ?? null },
      after,
      query.limit,
    );
    const school = (id: string) => ({ id, name: board.names.get(id) ?? '' });
    const entries: BoardCatalogueEntry[] = page.items.map(
      ({ scoreId, schoolId, lentToSchoolId, ...score }) => ({
        scoreId,
        ...score,
        school: school(schoolId),
        lentTo: lentToSchoolId ? school(lentToSchoolId) : null,
      }),
    );
    return { entries, nextCursor: page.nextCursor };
  }

  /**
   * The board's instruments by type: make, condition, whether each is on its shelf, the school that owns it and
   * the school it is lent to; never the student who has one.
   */
  async instruments(actor: Actor | null, query: PayloadOf<typeof listBoardInstruments>) {
    requireStaff(actor);
    const board = await this.schools.all(actor!);
    if (!board.boardId) throw new AppException('NOT_FOUND', 'inventory.boardLoanNoBoard');
    const after = query.cursor ? decodeBoardInstrumentCursor(query.cursor) : null;
    const page = await boardInstrumentsPage(
      this.db,
      {
        schoolIds: [...board.names.keys()],
        search: query.search || null,
        family: query.family ?? null,
        availableOnly: query.state === 'available',
      },
      after,
      query.limit,
    );
    const school = (id: string) => ({ id, name: board.names.get(id) ?? '' });
    const instruments: BoardInstrumentEntry[] = page.items.map(
      ({ schoolId, lentToSchoolId, ...instrument }) => ({
        ...instrument,
        school: school(schoolId),
        lentTo: lentToSchoolId ? school(lentToSchoolId) : null,
      }),
    );
    return { instruments, nextCursor: page.nextCursor };
  }

  /** The school's loans with the board's other schools, `incoming` or `outgoing`, newest asked first. */
  async list(actor: Actor | null, query: PayloadOf<typeof listBoardLoans>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeBoardLoanCursor(query.cursor) : null;
    const page = await boardLoansPage(
      this.db,
      { schoolId: viewer.organizationId, side: query.side, open: query.state === 'open' },
      after,
      query.limit,
    );
    const ids = page.items.flatMap((loan) => [loan.ownerSchoolId, loan.borrowerSchoolId]);
    const names = ids.length ? (await this.schools.among(actor!, ids)).names : new Map<string, string>();
    return { loans: page.items.map((loan) => this.toLoan(loan, names)), nextCursor: page.nextCursor };
  }

  /** 'Demander un prêt': a score or an instrument of another school of the board. */
  async request(actor: Actor | null, input: PayloadOf<typeof requestBoardLoan>): Promise<BoardLoan> {
    const viewer = requireStaff(actor);
    const item: BoardItem = input.scoreId
      ? { kind: 'score', id: input.scoreId }
      : { kind: 'instrument', id: input.instrumentId! };
    const unknown = () =>
      new AppException(
        'NOT_FOUND',
        item.kind === 'score' ? 'inventory.scoreNotFound' : 'inventory.instrumentNotFound',
      );
    const found = await findAnyItem(this.db, item);
    if (!found) throw unknown();
    if (found.schoolId === viewer.organizationId)
      throw conflict(item.kind === 'score' ? 'boardLoanOwnScore' : 'boardLoanOwnInstrument');
    const board = await this.schools.among(actor!, [found.schoolId, viewer.organizationId]);
    // Another board's item is as unknown as no item: whose it is is not said.
    if (!board.names.has(found.schoolId)) throw unknown();
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      try {
        await insertBoardLoan(tx, {
          id,
          item,
          ownerSchoolId: found.schoolId,
          borrowerSchoolId: viewer.organizationId,
          by: viewer.userId,
          at: this.options.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('boardLoanPending', item.kind);
        throw error;
      }
      return this.toLoan((await findBoardLoan(tx, viewer.organizationId, id))!, board.names);
    });
  }

  /**
   * 'Offrir': the owning school's admin lends it for these days — not while it is lent to another school, nor,
   * for an instrument, while a student has it, it is at the shop or out of service.
   */
  async offer(actor: Actor | null, input: PayloadOf<typeof offerBoardLoan>): Promise<BoardLoan> {
    return this.step(actor, input.loanId, 'owner', async (tx, loan, viewer) => {
      if (loan.status !== 'requested') throw conflict('boardLoanNotRequested');
      if (await isItemLent(tx, itemOf(loan))) throw conflict('boardLoanAlreadyLent', loan.kind);
      await this.assertInstrumentFree(tx, loan);
      await moveBoardLoan(tx, loan.id, {
        status: 'offered',
        by: viewer.userId,
        at: this.options.now(),
        fromOn: input.fromOn,
        untilOn: input.untilOn,
      });
    });
  }

  /** 'Refuser': the owning school's admin declines a request, or withdraws an offer not yet approved. */
  async decline(actor: Actor | null, loanId: string): Promise<BoardLoan> {
    return this.step(actor, loanId, 'owner', async (tx, loan, viewer) => {
      if (loan.status !== 'requested' && loan.status !== 'offered') throw conflict('boardLoanNotRequested');
      await moveBoardLoan(tx, loan.id, { status: 'declined', by: viewer.userId, at: this.options.now() });
    });
  }

  /**
   * 'Approuver': the borrowing school's admin accepts the offer; the item is lent to that school. An instrument
   * lent to a student or sent to the shop since the offer cannot leave: the instrument's row is locked, as a
   * loan to a student locks it, so one of the two waits for the other and finds it gone.
   */
  async approve(actor: Actor | null, loanId: string): Promise<BoardLoan> {
    return this.step(actor, loanId, 'borrower', async (tx, loan, viewer) => {
      if (loan.status !== 'offered') throw conflict('boardLoanNotOffered');
      await this.assertInstrumentFree(tx, loan);
      try {
        await moveBoardLoan(tx, loan.id, { status: 'lent', by: viewer.userId, at: this.options.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('boardLoanAlreadyLent', loan.kind);
        throw error;
      }
    });
  }

  /** 'Marquer comme rendue': the owning school's admin has it back; the loan ends. */
  async return(actor: Actor | null, loanId: string): Promise<BoardLoan> {
    return this.step(actor, loanId, 'owner', async (tx, loan, viewer) => {
      if (loan.status !== 'lent') throw conflict('boardLoanNotLent', loan.kind);
      await moveBoardLoan(tx, loan.id, { status: 'returned', by: viewer.userId, at: this.options.now() });
    });
  }

  /**
   * One step of a loan by the admin of its `side`: a school not party to it, or whose partner is no longer of
   * the actor's board, reads `NOT_FOUND`; the other party, a teacher, `FORBIDDEN`. The row is locked while the
   * step checks and writes.
   */
  private async step(
    actor: Actor | null,
    loanId: string,
    side: 'owner' | 'borrower',
    move: (tx: Db, loan: BoardLoanRow, viewer: Staff) => Promise<void>,
  ): Promise<BoardLoan> {
    const viewer = requireStaff(actor);
    const seen = await findBoardLoan(this.db, viewer.organizationId, loanId);
    if (!seen) throw loanNotFound();
    const board = await this.schools.among(actor!, [seen.ownerSchoolId, seen.borrowerSchoolId]);
    if (!board.names.has(seen.ownerSchoolId) || !board.names.has(seen.borrowerSchoolId)) throw loanNotFound();
    const own = side === 'owner' ? seen.ownerSchoolId : seen.borrowerSchoolId;
    if (own !== viewer.organizationId || viewer.kind !== 'admin')
      throw new AppException(
        'FORBIDDEN',
        side === 'borrower'
          ? 'inventory.boardLoanBorrowerAdminOnly'
          : seen.kind === 'instrument'
            ? 'inventory.boardLoanOwnerAdminOnlyInstrument'
            : 'inventory.boardLoanOwnerAdminOnly',
      );
    return this.db.transaction(async (tx) => {
      const loan = await findBoardLoan(tx, viewer.organizationId, loanId, true);
      if (!loan) throw loanNotFound();
      await move(tx, loan, viewer);
      return this.toLoan((await findBoardLoan(tx, viewer.organizationId, loanId))!, board.names);
    });
  }

  /** An instrument leaves its school only from its shelf (locked to the transaction's end). */
  private async assertInstrumentFree(tx: Db, loan: BoardLoanRow): Promise<void> {
    if (loan.instrumentId && !(await lockInstrumentIfFree(tx, loan.instrumentId)))
      throw conflict('boardLoanInstrumentBusy');
  }

  private toLoan(row: BoardLoanRow, names: Map<string, string>): BoardLoan {
    const { key: _key, ownerSchoolId, borrowerSchoolId, ...loan } = row;
    return {
      ...loan,
      owner: { id: ownerSchoolId, name: names.get(ownerSchoolId) ?? '' },
      borrower: { id: borrowerSchoolId, name: names.get(borrowerSchoolId) ?? '' },
    };
  }
}
