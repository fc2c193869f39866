import { z } from 'zod';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { checkPeriod, optionalPeriodShape, requiredPeriodShape } from '../homework/practice-period.js';
import {
  addBudgetEntryFields,
  addCategoryInputSchema,
  budgetEntryPage,
  budgetEntrySchema,
  budgetViewSchema,
  createBudgetBodySchema,
  reverseBudgetEntryBodySchema,
  schoolYearSchema,
  updateCategoryFields,
} from './budget.js';
import {
  listedPurchaseSchema,
  purchasePage,
  purchaseReferenceSchema,
  purchaseSchema,
  purchaseTotalsSchema,
  recordPurchaseInputSchema,
  reversalBodySchema,
} from './purchase.js';

/** Frozen subjects of the finance service (style.md §3): a subject changes only with a migration plan. */
export const financeSubjects = {
  recordPurchase: 'finance.purchase.create',
  listPurchases: 'finance.purchase.list',
  payPurchase: 'finance.purchase.pay',
  reversePayment: 'finance.purchase.reverse-payment',
  cancelPurchase: 'finance.purchase.cancel',
  statement: 'finance.statement.render',
  getBudget: 'finance.budget.get',
  createBudget: 'finance.budget.create',
  addCategory: 'finance.category.create',
  updateCategory: 'finance.category.update',
  deleteCategory: 'finance.category.delete',
  addEntry: 'finance.entry.create',
  listEntries: 'finance.entry.list',
  reverseEntry: 'finance.entry.reverse',
} as const;

const purchaseRef = z.object({ purchaseId: z.string().uuid() });

export const recordPurchase = defineRequest(
  financeSubjects.recordPurchase,
  recordPurchaseInputSchema,
  purchaseSchema,
);

/**
 * A student: their own. A teacher: their groups' students' (one group or one student). An admin: the
 * organisation's. `status`: 'unpaid' (À régler) or 'paid'; `from`/`to`: the days they were recorded. Newest
 * first, a page at a time: `limit` (at most `purchasePage.max`) and `cursor`, the `nextCursor` of the page
 * before. `totals` (per currency: bought, paid, owed) are PostgreSQL's sums over every purchase of the filter,
 * whichever page is asked: the debt never depends on how much of the list is loaded.
 */
export const listPurchasesQuerySchema = z
  .object({
    groupId: z.string().uuid().optional(),
    studentId: z.string().uuid().optional(),
    status: z.enum(['all', 'unpaid', 'paid']).default('all'),
    /** The purchases a service recorded under this reference (a trip's deposit), cancelled ones included. */
    reference: purchaseReferenceSchema.optional(),
    ...optionalPeriodShape,
    ...pageQueryShape(purchasePage),
  })
  .superRefine(checkPeriod);
export const listPurchases = defineRequest(
  financeSubjects.listPurchases,
  listPurchasesQuerySchema,
  z.object({
    purchases: z.array(listedPurchaseSchema),
    totals: z.array(purchaseTotalsSchema),
    ...nextCursorShape,
  }),
);

/** 'Achat marqué comme payé'. */
export const payPurchase = defineRequest(financeSubjects.payPurchase, purchaseRef, purchaseSchema);

/** A payment recorded by mistake: a reversing entry puts the purchase back to 'À régler'. */
export const reversePayment = defineRequest(
  financeSubjects.reversePayment,
  purchaseRef.extend(reversalBodySchema.shape),
  purchaseSchema,
);

/** A purchase recorded by mistake (still to settle): its charge is reversed, the purchase cancelled. */
export const cancelPurchase = defineRequest(
  financeSubjects.cancelPurchase,
  purchaseRef.extend(reversalBodySchema.shape),
  purchaseSchema,
);

/**
 * The most operations one statement lists (issue 34): a line is about 115 bytes of the PDF once in base64, so
 * 2 000 lines keep the reply near 0.25 MB, far under NATS's 1 MB message. A period with more is refused
 * (`finance.statementTooLong`): a shorter one is asked for.
 */
export const statementLinesMax = 2000;

/**
 * A student's statement over a period, as a PDF a parent can print (French or English): the balance owed
 * before it (summed by PostgreSQL), then each of its operations, at most `statementLinesMax`.
 */
export const statementQuerySchema = z
  .object({ ...requiredPeriodShape, language: z.enum(['fr', 'en']).default('fr') })
  .superRefine(checkPeriod);
export const renderStatement = defineRequest(
  financeSubjects.statement,
  z.object({ studentId: z.string().uuid() }).extend(statementQuerySchema.shape).superRefine(checkPeriod),
  z.object({
    filename: z.string(),
    contentType: z.literal('application/pdf'),
    /** The PDF's bytes, base64: replies travel as JSON. */
    contentBase64: z.string(),
  }),
);

export const getBudget = defineRequest(
  financeSubjects.getBudget,
  z.object({ schoolYear: schoolYearSchema }),
  budgetViewSchema,
);

/** A school year's budget, with the starting categories at 0 planned. */
export const createBudget = defineRequest(
  financeSubjects.createBudget,
  createBudgetBodySchema,
  budgetViewSchema,
);

export const addBudgetCategory = defineRequest(
  financeSubjects.addCategory,
  addCategoryInputSchema.extend({ budgetId: z.string().uuid() }),
  budgetViewSchema,
);

export const updateBudgetCategory = defineRequest(
  financeSubjects.updateCategory,
  z
    .object({ categoryId: z.string().uuid(), ...updateCategoryFields })
    .refine((value) => value.name !== undefined || value.planned !== undefined || value.note !== undefined, {
      message: 'validation.nothingToChange',
    }),
  budgetViewSchema,
);

/** Only while nothing is entered against it. */
export const deleteBudgetCategory = defineRequest(
  financeSubjects.deleteCategory,
  z.object({ categoryId: z.string().uuid() }),
  budgetViewSchema,
);

export const addBudgetEntry = defineRequest(
  financeSubjects.addEntry,
  z.object({ categoryId: z.string().uuid(), ...addBudgetEntryFields }),
  budgetEntrySchema,
);

/**
 * A budget's expenses and revenues, newest first (day, then as entered), a page at a time: `limit` (at most
 * `budgetEntryPage.max`) and `cursor`, the `nextCursor` of the page before.
 */
export const listBudgetEntriesQuerySchema = z.object(pageQueryShape(budgetEntryPage));
export const listBudgetEntries = defineRequest(
  financeSubjects.listEntries,
  z.object({ budgetId: z.string().uuid() }).extend(listBudgetEntriesQuerySchema.shape),
  z.object({ entries: z.array(budgetEntrySchema), ...nextCursorShape }),
);

export const reverseBudgetEntry = defineRequest(
  financeSubjects.reverseEntry,
  z.object({ entryId: z.string().uuid() }).extend(reverseBudgetEntryBodySchema.shape),
  budgetEntrySchema,
);
