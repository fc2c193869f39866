import { z } from 'zod';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import {
  addInstrumentInputSchema,
  assetNumberSchema,
  checkInstrumentType,
  instrumentAvailabilitySchema,
  instrumentConditionSchema,
  instrumentFamilySchema,
  instrumentFieldsShape,
  instrumentPage,
  inventoryInstrumentSchema,
} from './instrument.js';
import {
  checkCharge,
  lendInstrumentInputSchema,
  loanPage,
  loanSchema,
  returnLoanBodySchema,
  scanLoanInputSchema,
} from './loan.js';
import {
  addScoreInputSchema,
  checkScoreOwnership,
  inventoryScoreSchema,
  inventoryScoreSummarySchema,
  scoreEnsembleSchema,
  scoreFieldsShape,
  scorePage,
} from './score.js';
import {
  addUniformInputSchema,
  inventoryUniformSchema,
  uniformFieldsShape,
  uniformPage,
  uniformSizeMax,
  uniformTypeSchema,
} from './uniform.js';
import { lendUniformInputSchema, returnUniformLoanInputSchema, uniformLoanSchema } from './uniform-loan.js';

/** Frozen subjects of the inventory service (style.md §3): a subject changes only with a migration plan. */
export const inventorySubjects = {
  listInstruments: 'inventory.instrument.list',
  addInstrument: 'inventory.instrument.create',
  updateInstrument: 'inventory.instrument.update',
  listLoans: 'inventory.loan.list',
  lendInstrument: 'inventory.loan.create',
  scanLoan: 'inventory.loan.scan',
  undoLoan: 'inventory.loan.undo',
  returnLoan: 'inventory.loan.return',
  returnScan: 'inventory.loan.return-scan',
  requestLoanAgreement: 'inventory.loan.agreement-request',
  listScores: 'inventory.score.list',
  getScore: 'inventory.score.get',
  addScore: 'inventory.score.create',
  updateScore: 'inventory.score.update',
  deleteScore: 'inventory.score.delete',
  listUniforms: 'inventory.uniform.list',
  getUniform: 'inventory.uniform.get',
  addUniform: 'inventory.uniform.create',
  updateUniform: 'inventory.uniform.update',
  deleteUniform: 'inventory.uniform.delete',
  listUniformLoans: 'inventory.uniform-loan.list',
  lendUniform: 'inventory.uniform-loan.create',
  returnUniformLoan: 'inventory.uniform-loan.return',
} as const;

export const instrumentSearchMax = 80;

/**
 * The school's instruments, by asset number, a page at a time: `search` (asset number, type, brand, model,
 * serial number), `family`, `condition`, `availability` (available / lent / overdue).
 */
export const listInstrumentsQuerySchema = z.object({
  search: z.string().trim().max(instrumentSearchMax, 'validation.inventoryTextMax').optional(),
  family: instrumentFamilySchema.optional(),
  condition: instrumentConditionSchema.optional(),
  availability: instrumentAvailabilitySchema.optional(),
  ...pageQueryShape(instrumentPage),
});
export const listInstruments = defineRequest(
  inventorySubjects.listInstruments,
  listInstrumentsQuerySchema,
  z.object({ instruments: z.array(inventoryInstrumentSchema), ...nextCursorShape }),
);

/** 'Ajouter un instrument' → 'Instrument ajouté'. */
export const addInstrument = defineRequest(
  inventorySubjects.addInstrument,
  addInstrumentInputSchema,
  inventoryInstrumentSchema,
);

/** Every field again, as the admin's form sends it. */
export const updateInstrumentInputSchema = z
  .object({ instrumentId: z.string().uuid() })
  .extend(instrumentFieldsShape)
  .superRefine(checkInstrumentType);
export const updateInstrument = defineRequest(
  inventorySubjects.updateInstrument,
  updateInstrumentInputSchema,
  inventoryInstrumentSchema,
);

/**
 * Loans, newest first, a page at a time. A student: their own. Staff: the school's (one student's with
 * `studentId`). `state`: open (still out), overdue ('En retard'), or all.
 */
export const listLoansQuerySchema = z.object({
  studentId: z.string().uuid().optional(),
  state: z.enum(['open', 'overdue', 'all']).default('open'),
  ...pageQueryShape(loanPage),
});
export const listLoans = defineRequest(
  inventorySubjects.listLoans,
  listLoansQuerySchema,
  z.object({ loans: z.array(loanSchema), ...nextCursorShape }),
);

/** 'Prêter' → 'Prêt enregistré'. */
export const lendInstrument = defineRequest(
  inventorySubjects.lendInstrument,
  lendInstrumentInputSchema,
  loanSchema,
);

/** Mode prêt rapide: the scanned code lends its instrument to the student chosen. */
export const scanLoan = defineRequest(inventorySubjects.scanLoan, scanLoanInputSchema, loanSchema);

/**
 * 'Renvoyer l'entente' (issue 27 §4): identity mails the family the open loan's agreement again (the unanswered
 * link replaced; a signed agreement stays); a loan lent without one then requires it. Who may lend may ask.
 */
export const requestLoanAgreement = defineRequest(
  inventorySubjects.requestLoanAgreement,
  z.object({ loanId: z.string().uuid() }),
  loanSchema,
);

/** Undo of the last scan: the loan is taken back as if never made (its lender or an admin, while open). */
export const undoLoan = defineRequest(
  inventorySubjects.undoLoan,
  z.object({ loanId: z.string().uuid() }),
  z.object({ loanId: z.string().uuid() }),
);

/** 'Retour' → 'Retour enregistré'. */
export const returnLoanInputSchema = z
  .object({ loanId: z.string().uuid() })
  .extend(returnLoanBodySchema.shape)
  .superRefine(checkCharge);
export const returnLoan = defineRequest(inventorySubjects.returnLoan, returnLoanInputSchema, loanSchema);

/** Mode prêt rapide at return: the item scanned alone closes its open loan, with the condition chosen. */
export const returnScanInputSchema = z
  .object({ code: assetNumberSchema })
  .extend(returnLoanBodySchema.shape)
  .superRefine(checkCharge);
export const returnScan = defineRequest(inventorySubjects.returnScan, returnScanInputSchema, loanSchema);

/**
 * The school's scores ('Partitions'), by title, a page at a time: `search` (title, composer, arranger,
 * publisher), `ensemble`. A page lists each score's parts counted; `get` answers them.
 */
export const listScoresQuerySchema = z.object({
  search: z.string().trim().max(instrumentSearchMax, 'validation.inventoryTextMax').optional(),
  ensemble: scoreEnsembleSchema.optional(),
  ...pageQueryShape(scorePage),
});
export const listScores = defineRequest(
  inventorySubjects.listScores,
  listScoresQuerySchema,
  z.object({ scores: z.array(inventoryScoreSummarySchema), ...nextCursorShape }),
);

const scoreId = z.object({ scoreId: z.string().uuid() });

/** One score with its parts and their copies. */
export const getScore = defineRequest(inventorySubjects.getScore, scoreId, inventoryScoreSchema);

/** 'Ajouter une partition' → 'Partition ajoutée'. */
export const addScore = defineRequest(inventorySubjects.addScore, addScoreInputSchema, inventoryScoreSchema);

/** Every field again, as the admin's form sends it. */
export const updateScoreInputSchema = scoreId.extend(scoreFieldsShape).superRefine(checkScoreOwnership);
export const updateScore = defineRequest(
  inventorySubjects.updateScore,
  updateScoreInputSchema,
  inventoryScoreSchema,
);

/** A score the school no longer has. */
export const deleteScore = defineRequest(inventorySubjects.deleteScore, scoreId, scoreId);

/**
 * The school's uniforms ('Uniformes'), by number, a page at a time: `search` (number, size, notes), `type`,
 * `size` (the size as written, case aside), `condition`.
 */
export const listUniformsQuerySchema = z.object({
  search: z.string().trim().max(instrumentSearchMax, 'validation.inventoryTextMax').optional(),
  type: uniformTypeSchema.optional(),
  size: z.string().trim().max(uniformSizeMax, 'validation.inventoryTextMax').optional(),
  condition: instrumentConditionSchema.optional(),
  ...pageQueryShape(uniformPage),
});
export const listUniforms = defineRequest(
  inventorySubjects.listUniforms,
  listUniformsQuerySchema,
  z.object({ uniforms: z.array(inventoryUniformSchema), ...nextCursorShape }),
);

const uniformId = z.object({ uniformId: z.string().uuid() });

export const getUniform = defineRequest(inventorySubjects.getUniform, uniformId, inventoryUniformSchema);

/** 'Ajouter un uniforme' → 'Uniforme ajouté'. */
export const addUniform = defineRequest(
  inventorySubjects.addUniform,
  addUniformInputSchema,
  inventoryUniformSchema,
);

/** Every field again, as the admin's form sends it. */
export const updateUniformInputSchema = uniformId.extend(uniformFieldsShape);
export const updateUniform = defineRequest(
  inventorySubjects.updateUniform,
  updateUniformInputSchema,
  inventoryUniformSchema,
);

/** A uniform the school no longer has. */
export const deleteUniform = defineRequest(inventorySubjects.deleteUniform, uniformId, uniformId);

/** Uniform loans, newest first, a page at a time, as instruments' loans: a student their own, staff the school's. */
export const listUniformLoans = defineRequest(
  inventorySubjects.listUniformLoans,
  listLoansQuerySchema,
  z.object({ loans: z.array(uniformLoanSchema), ...nextCursorShape }),
);

/** 'Prêter' a uniform → 'Prêt enregistré'. */
export const lendUniform = defineRequest(
  inventorySubjects.lendUniform,
  lendUniformInputSchema,
  uniformLoanSchema,
);

/** 'Retour' of a uniform → 'Retour enregistré'. */
export const returnUniformLoan = defineRequest(
  inventorySubjects.returnUniformLoan,
  returnUniformLoanInputSchema,
  uniformLoanSchema,
);
