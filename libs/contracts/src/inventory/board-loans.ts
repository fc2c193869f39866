import { z } from 'zod';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { calendarDaySchema } from '../homework/practice.js';
import { instrumentSearchMax } from './inventory-requests.js';
import { instrumentConditionSchema, instrumentFamilySchema } from './instrument.js';
import { scoreEnsembleSchema } from './score.js';

/**
 * Across the schools of a board (issue 27 §8, decisions 0074 and 0077): a board-wide catalogue of the scores
 * and one of the instruments (who owns what: titles and types only, never a student), and a score or an
 * instrument lent by one school of the board to another — asked
 * ('Demander un prêt'), offered with its dates ('Offrir') or declined ('Refuser'), approved by the borrowing
 * school ('Approuver'), lent until it comes back ('Marquer comme rendue'). Whether two schools share a board is
 * identity's answer (`identity.board.peer-schools.list`), asked as the actor: another board's school is
 * `NOT_FOUND`.
 */

/** A school as the catalogue and the loans name it. */
export const boardSchoolRefSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type BoardSchoolRef = z.infer<typeof boardSchoolRefSchema>;

/** One score of one school of the board: its title and music, which school owns it, how many copies. */
export const boardCatalogueEntrySchema = z.object({
  scoreId: z.string().uuid(),
  title: z.string(),
  composer: z.string().nullable(),
  arranger: z.string().nullable(),
  level: z.number().nullable(),
  ensemble: scoreEnsembleSchema,
  copies: z.number().int().nonnegative(),
  school: boardSchoolRefSchema,
  /** The school it is lent to now, null when on its shelf. */
  lentTo: boardSchoolRefSchema.nullable(),
});
export type BoardCatalogueEntry = z.infer<typeof boardCatalogueEntrySchema>;

/** An entry is under 1 KB of JSON: 200 of them stay near 0.2 MB. */
export const boardCataloguePage: PageSize = { default: 50, max: 200 };

export const boardCatalogueQuerySchema = z.object({
  search: z.string().trim().max(instrumentSearchMax, 'validation.inventoryTextMax').optional(),
  ensemble: scoreEnsembleSchema.optional(),
  ...pageQueryShape(boardCataloguePage),
});

/**
 * One instrument of one school of the board, as another school looks for one to borrow: its type and make,
 * its condition, whether it is on its shelf now; never who has it.
 */
export const boardInstrumentEntrySchema = z.object({
  instrumentId: z.string().uuid(),
  family: instrumentFamilySchema,
  type: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  assetNumber: z.string(),
  condition: instrumentConditionSchema,
  /** `available` on its shelf; `lent` (to a student or a school), `in-repair`, `out-of-service`: not now. */
  availability: z.enum(['available', 'lent', 'in-repair', 'out-of-service']),
  school: boardSchoolRefSchema,
  /** The school it is lent to now, null when it is not lent to a school. */
  lentTo: boardSchoolRefSchema.nullable(),
});
export type BoardInstrumentEntry = z.infer<typeof boardInstrumentEntrySchema>;

/** An entry is under 1 KB of JSON: 200 of them stay near 0.2 MB. */
export const boardInstrumentsPage: PageSize = { default: 50, max: 200 };

export const boardInstrumentsQuerySchema = z.object({
  /** Type, brand or model. */
  search: z.string().trim().max(instrumentSearchMax, 'validation.inventoryTextMax').optional(),
  family: instrumentFamilySchema.optional(),
  /** `available`: only those on their shelf now; `all` (the default): every one. */
  state: z.enum(['available', 'all']).default('all'),
  ...pageQueryShape(boardInstrumentsPage),
});

/** What a loan between schools lends. */
export const boardLoanKinds = ['score', 'instrument'] as const;

export const boardLoanStatuses = ['requested', 'offered', 'declined', 'lent', 'returned'] as const;
export const boardLoanStatusSchema = z.enum(boardLoanStatuses);
export type BoardLoanStatus = (typeof boardLoanStatuses)[number];

/** A loan between two schools of the board. Who asked, offered or approved is kept, never shown here. */
export const boardLoanSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(boardLoanKinds),
  /** The score lent (`kind` score) or the instrument (`kind` instrument); the other is null. */
  scoreId: z.string().uuid().nullable(),
  instrumentId: z.string().uuid().nullable(),
  /** The score's title, or the instrument's type, brand and model. */
  title: z.string(),
  composer: z.string().nullable(),
  /** The instrument's asset number at its school; null for a score. */
  assetNumber: z.string().nullable(),
  /** A score's copies; 1 for an instrument. */
  copies: z.number().int().nonnegative(),
  /** The school that owns the item (it offers, declines, receives it back). */
  owner: boardSchoolRefSchema,
  /** The school that asked for it (it approves the offer). */
  borrower: boardSchoolRefSchema,
  status: boardLoanStatusSchema,
  /** The days offered, null until 'Offrir'. */
  fromOn: z.string().nullable(),
  untilOn: z.string().nullable(),
  requestedAt: z.string(),
  /** When it last changed state. */
  updatedAt: z.string(),
});
export type BoardLoan = z.infer<typeof boardLoanSchema>;

/** `incoming`: asked of the actor's school (it owns the scores); `outgoing`: asked by it. */
export const boardLoanSides = ['incoming', 'outgoing'] as const;
export const boardLoanPage: PageSize = { default: 50, max: 200 };

export const listBoardLoansQuerySchema = z.object({
  side: z.enum(boardLoanSides),
  /** `open`: asked, offered or lent; `all`: also declined and returned. */
  state: z.enum(['open', 'all']).default('open'),
  ...pageQueryShape(boardLoanPage),
});

const offerDays = { fromOn: calendarDaySchema, untilOn: calendarDaySchema };
const untilAfterFrom = (offer: { fromOn: string; untilOn: string }) => offer.untilOn >= offer.fromOn;
const untilRefusal = { path: ['untilOn'], message: 'validation.boardLoanDates' };

/** 'Offrir': the first and last days the score is lent (the last one not before the first). */
export const boardLoanOfferBodySchema = z.object(offerDays).refine(untilAfterFrom, untilRefusal);
export type BoardLoanOfferBody = z.input<typeof boardLoanOfferBodySchema>;

const loanId = z.object({ loanId: z.string().uuid() });

/** 'Demander un prêt': a score or an instrument of another school of the board, exactly one of the two. */
export const boardLoanRequestSchema = z
  .object({ scoreId: z.string().uuid().optional(), instrumentId: z.string().uuid().optional() })
  .refine((body) => (body.scoreId === undefined) !== (body.instrumentId === undefined), {
    path: ['scoreId'],
    message: 'validation.boardLoanItem',
  });
export type BoardLoanRequest = z.input<typeof boardLoanRequestSchema>;

/** Frozen subjects. */
export const inventoryBoardSubjects = {
  catalogue: 'inventory.board-catalogue.list',
  instruments: 'inventory.board-instruments.list',
  listLoans: 'inventory.board-loan.list',
  requestLoan: 'inventory.board-loan.request',
  offerLoan: 'inventory.board-loan.offer',
  declineLoan: 'inventory.board-loan.decline',
  approveLoan: 'inventory.board-loan.approve',
  returnLoan: 'inventory.board-loan.return',
} as const;

/** The board's scores by title, a page at a time; `search` (title, composer, arranger), `ensemble`. */
export const listBoardCatalogue = defineRequest(
  inventoryBoardSubjects.catalogue,
  boardCatalogueQuerySchema,
  z.object({ entries: z.array(boardCatalogueEntrySchema), ...nextCursorShape }),
);

/** The board's instruments by type, a page at a time; `search` (type, brand, model), `family`, `state`. */
export const listBoardInstruments = defineRequest(
  inventoryBoardSubjects.instruments,
  boardInstrumentsQuerySchema,
  z.object({ instruments: z.array(boardInstrumentEntrySchema), ...nextCursorShape }),
);

/** The school's loans with the board's other schools, newest asked first. */
export const listBoardLoans = defineRequest(
  inventoryBoardSubjects.listLoans,
  listBoardLoansQuerySchema,
  z.object({ loans: z.array(boardLoanSchema), ...nextCursorShape }),
);

/** 'Demander un prêt' → 'Demande de prêt envoyée'. */
export const requestBoardLoan = defineRequest(
  inventoryBoardSubjects.requestLoan,
  boardLoanRequestSchema,
  boardLoanSchema,
);

/** 'Offrir' (the days) → 'Prêt offert'. */
export const offerBoardLoan = defineRequest(
  inventoryBoardSubjects.offerLoan,
  z.object({ loanId: z.string().uuid(), ...offerDays }).refine(untilAfterFrom, untilRefusal),
  boardLoanSchema,
);

/** 'Refuser' → 'Demande refusée'. */
export const declineBoardLoan = defineRequest(inventoryBoardSubjects.declineLoan, loanId, boardLoanSchema);

/** 'Approuver' → 'Prêt approuvé'. */
export const approveBoardLoan = defineRequest(inventoryBoardSubjects.approveLoan, loanId, boardLoanSchema);

/** 'Marquer comme rendue' → 'Retour enregistré'. */
export const returnBoardLoan = defineRequest(inventoryBoardSubjects.returnLoan, loanId, boardLoanSchema);

const tag = 'inventory';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const admin: Array<'admin'> = ['admin'];

export const listBoardCatalogueRoute = defineHttpRoute({
  id: 'listBoardCatalogue',
  method: 'GET',
  path: '/inventory/board/catalogue',
  summary:
    'The scores of every school of the board by title, a page at a time (`limit` ≤ 200, `cursor`): title, composer, arranger, level, the school that owns it and its copies; never a student',
  tag,
  forwards: listBoardCatalogue,
  roles: staff,
  query: boardCatalogueQuerySchema,
});

export const listBoardInstrumentsRoute = defineHttpRoute({
  id: 'listBoardInstruments',
  method: 'GET',
  path: '/inventory/board/instruments',
  summary:
    'The instruments of every school of the board by type, a page at a time (`limit` ≤ 200, `cursor`): type, make, condition, whether it is on its shelf, the school that owns it; never a student',
  tag,
  forwards: listBoardInstruments,
  roles: staff,
  query: boardInstrumentsQuerySchema,
});

export const listBoardLoansRoute = defineHttpRoute({
  id: 'listBoardLoans',
  method: 'GET',
  path: '/inventory/board/loans',
  summary:
    'The school’s loans of scores and instruments with the board’s other schools, `side` incoming (asked of it) or outgoing (asked by it), newest first, a page at a time',
  tag,
  forwards: listBoardLoans,
  roles: staff,
  query: listBoardLoansQuerySchema,
});

export const requestBoardLoanRoute = defineHttpRoute({
  id: 'requestBoardLoan',
  method: 'POST',
  path: '/inventory/board/loans',
  summary:
    'Ask another school of the board to lend one of its scores or instruments (‘Demander un prêt’): `scoreId` or `instrumentId`',
  tag,
  forwards: requestBoardLoan,
  roles: staff,
  body: boardLoanRequestSchema,
});

export const offerBoardLoanRoute = defineHttpRoute({
  id: 'offerBoardLoan',
  method: 'POST',
  path: '/inventory/board/loans/:loanId/offer',
  summary: 'The owning school’s admin offers the score or instrument for these days (‘Offrir’)',
  tag,
  forwards: offerBoardLoan,
  roles: admin,
  params: loanId,
  body: boardLoanOfferBodySchema,
});

export const declineBoardLoanRoute = defineHttpRoute({
  id: 'declineBoardLoan',
  method: 'POST',
  path: '/inventory/board/loans/:loanId/decline',
  summary: 'The owning school’s admin declines the request (‘Refuser’)',
  tag,
  forwards: declineBoardLoan,
  roles: admin,
  params: loanId,
});

export const approveBoardLoanRoute = defineHttpRoute({
  id: 'approveBoardLoan',
  method: 'POST',
  path: '/inventory/board/loans/:loanId/approve',
  summary: 'The borrowing school’s admin approves the offer (‘Approuver’): the item is lent to it',
  tag,
  forwards: approveBoardLoan,
  roles: admin,
  params: loanId,
});

export const returnBoardLoanRoute = defineHttpRoute({
  id: 'returnBoardLoan',
  method: 'POST',
  path: '/inventory/board/loans/:loanId/return',
  summary: 'The owning school’s admin records the item back (‘Marquer comme rendue’): the loan ends',
  tag,
  forwards: returnBoardLoan,
  roles: admin,
  params: loanId,
});

/** The board's routes of the inventory, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryBoardRoutes: readonly HttpRoute[] = [
  listBoardCatalogueRoute,
  listBoardInstrumentsRoute,
  listBoardLoansRoute,
  requestBoardLoanRoute,
  offerBoardLoanRoute,
  declineBoardLoanRoute,
  approveBoardLoanRoute,
  returnBoardLoanRoute,
];
