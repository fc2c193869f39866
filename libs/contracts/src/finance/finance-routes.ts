import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  addBudgetEntryBodySchema,
  addCategoryBodySchema,
  createBudgetBodySchema,
  reverseBudgetEntryBodySchema,
  schoolYearSchema,
  updateCategoryBodySchema,
} from './budget.js';
import {
  addBudgetCategory,
  addBudgetEntry,
  cancelPurchase,
  createBudget,
  deleteBudgetCategory,
  getBudget,
  listBudgetEntries,
  listBudgetEntriesQuerySchema,
  listPurchases,
  listPurchasesQuerySchema,
  payPurchase,
  recordPurchase,
  renderStatement,
  reverseBudgetEntry,
  reversePayment,
  statementQuerySchema,
  updateBudgetCategory,
} from './finance-requests.js';
import { recordPurchaseBodySchema, reversalBodySchema } from './purchase.js';

const tag = 'finance';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const admin: Array<'admin'> = ['admin'];
const purchaseParams = z.object({ purchaseId: z.string().uuid() });
const categoryParams = z.object({ categoryId: z.string().uuid() });

export const listPurchasesRoute = defineHttpRoute({
  id: 'listPurchases',
  method: 'GET',
  path: '/purchases',
  summary:
    'Purchases, newest first, a page at a time (`limit` ≤ 200, `cursor` = the previous page’s `nextCursor`), with the totals of the whole filter: mine (student), my groups’ students’ (teacher), the organisation’s (admin); filters unpaid/paid and a period',
  tag,
  forwards: listPurchases,
  query: listPurchasesQuerySchema,
});

export const recordPurchaseRoute = defineHttpRoute({
  id: 'recordPurchase',
  method: 'POST',
  path: '/purchases',
  summary: 'Record a purchase for a student of my groups (any of the organisation’s, for an admin)',
  tag,
  forwards: recordPurchase,
  roles: staff,
  body: recordPurchaseBodySchema,
});

export const payPurchaseRoute = defineHttpRoute({
  id: 'payPurchase',
  method: 'POST',
  path: '/purchases/:purchaseId/payment',
  summary: 'Mark a purchase paid (À régler → Payé)',
  tag,
  forwards: payPurchase,
  roles: staff,
  params: purchaseParams,
});

export const reversePaymentRoute = defineHttpRoute({
  id: 'reversePayment',
  method: 'POST',
  path: '/purchases/:purchaseId/payment-reversal',
  summary: 'Reverse a payment recorded by mistake (a reversing entry, with its reason)',
  tag,
  forwards: reversePayment,
  roles: staff,
  params: purchaseParams,
  body: reversalBodySchema,
});

export const cancelPurchaseRoute = defineHttpRoute({
  id: 'cancelPurchase',
  method: 'POST',
  path: '/purchases/:purchaseId/cancellation',
  summary: 'Cancel a purchase recorded by mistake (its charge reversed, with its reason)',
  tag,
  forwards: cancelPurchase,
  roles: staff,
  params: purchaseParams,
  body: reversalBodySchema,
});

export const renderStatementRoute = defineHttpRoute({
  id: 'renderStatement',
  method: 'GET',
  path: '/students/:studentId/statement',
  summary:
    'A student’s statement of purchases and payments over a period, as a PDF (base64), in French or English',
  tag,
  forwards: renderStatement,
  params: z.object({ studentId: z.string().uuid() }),
  query: statementQuerySchema,
});

export const getBudgetRoute = defineHttpRoute({
  id: 'getBudget',
  method: 'GET',
  path: '/budgets/:schoolYear',
  summary:
    'The department’s budget of a school year: categories, students’ payments, remaining, summed over every entry',
  tag,
  forwards: getBudget,
  roles: admin,
  params: z.object({ schoolYear: schoolYearSchema }),
});

export const createBudgetRoute = defineHttpRoute({
  id: 'createBudget',
  method: 'POST',
  path: '/budgets',
  summary: 'Create a school year’s budget with the starting categories',
  tag,
  forwards: createBudget,
  roles: admin,
  body: createBudgetBodySchema,
});

export const addBudgetCategoryRoute = defineHttpRoute({
  id: 'addBudgetCategory',
  method: 'POST',
  path: '/budgets/:budgetId/categories',
  summary: 'Add a category with its planned amount',
  tag,
  forwards: addBudgetCategory,
  roles: admin,
  params: z.object({ budgetId: z.string().uuid() }),
  body: addCategoryBodySchema,
});

export const updateBudgetCategoryRoute = defineHttpRoute({
  id: 'updateBudgetCategory',
  method: 'PATCH',
  path: '/budget-categories/:categoryId',
  summary: 'Rename a category, change its planned amount, write its note',
  tag,
  forwards: updateBudgetCategory,
  roles: admin,
  params: categoryParams,
  body: updateCategoryBodySchema,
});

export const deleteBudgetCategoryRoute = defineHttpRoute({
  id: 'deleteBudgetCategory',
  method: 'DELETE',
  path: '/budget-categories/:categoryId',
  summary: 'Remove a category nothing is entered against',
  tag,
  forwards: deleteBudgetCategory,
  roles: admin,
  params: categoryParams,
});

export const addBudgetEntryRoute = defineHttpRoute({
  id: 'addBudgetEntry',
  method: 'POST',
  path: '/budget-categories/:categoryId/entries',
  summary: 'Enter an expense or a revenue against a category',
  tag,
  forwards: addBudgetEntry,
  roles: admin,
  params: categoryParams,
  body: addBudgetEntryBodySchema,
});

export const listBudgetEntriesRoute = defineHttpRoute({
  id: 'listBudgetEntries',
  method: 'GET',
  path: '/budgets/:budgetId/entries',
  summary:
    'A budget’s expenses and revenues, newest first, a page at a time (`limit` ≤ 200, `cursor` = the previous page’s `nextCursor`)',
  tag,
  forwards: listBudgetEntries,
  roles: admin,
  params: z.object({ budgetId: z.string().uuid() }),
  query: listBudgetEntriesQuerySchema,
});

export const reverseBudgetEntryRoute = defineHttpRoute({
  id: 'reverseBudgetEntry',
  method: 'POST',
  path: '/budget-entries/:entryId/reversal',
  summary: 'Reverse an expense or a revenue entered by mistake (a reversing entry, with its reason)',
  tag,
  forwards: reverseBudgetEntry,
  roles: admin,
  params: z.object({ entryId: z.string().uuid() }),
  body: reverseBudgetEntryBodySchema,
});

/** Purchases, statements and the budget: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const financeRoutes: readonly HttpRoute[] = [
  listPurchasesRoute,
  recordPurchaseRoute,
  payPurchaseRoute,
  reversePaymentRoute,
  cancelPurchaseRoute,
  renderStatementRoute,
  getBudgetRoute,
  createBudgetRoute,
  addBudgetCategoryRoute,
  updateBudgetCategoryRoute,
  deleteBudgetCategoryRoute,
  addBudgetEntryRoute,
  listBudgetEntriesRoute,
  reverseBudgetEntryRoute,
];
