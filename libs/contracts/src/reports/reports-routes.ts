import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { schoolYearSchema } from '../finance/budget.js';
import {
  addBankComment,
  addBankCommentInputSchema,
  listBankComments,
  removeBankComment,
} from './comment-bank.js';
import { saveReportCardInputSchema } from './report-card.js';
import {
  listGroupReportCards,
  listMyReportCards,
  publishReportCard,
  renderReportCard,
  renderReportCardInputSchema,
  saveReportCard,
} from './report-card-requests.js';
import { listTerms, setTerms, termFieldsSchema, termsMax } from './report-terms.js';
import { createGoal, goalFieldsSchema, listGroupGoals, listMyGoals, removeGoal } from './goals.js';
import { recordingRoutes } from './recording-routes.js';
import { motivationRoutes } from './motivation-routes.js';
import { reportCardBatchRoutes } from './report-card-batches.js';

const tag = 'reports';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const groupTermParams = z.object({ groupId: z.string().uuid(), termId: z.string().uuid() });
const reportCardParams = z.object({ reportCardId: z.string().uuid() });

export const listTermsRoute = defineHttpRoute({
  id: 'listReportTerms',
  method: 'GET',
  path: '/reports/terms',
  summary:
    'The terms (Étapes) of a school year as the school set them, or the default proposal while none is set',
  tag,
  forwards: listTerms,
  query: z.object({ schoolYear: schoolYearSchema }),
});

export const setTermsRoute = defineHttpRoute({
  id: 'setReportTerms',
  method: 'PUT',
  path: '/reports/terms/:schoolYear',
  summary: 'Set a school year’s terms (the school’s admin): names, days and weights adding up to 100 %',
  tag,
  forwards: setTerms,
  roles: ['admin'],
  params: z.object({ schoolYear: schoolYearSchema }),
  body: z.object({ terms: z.array(termFieldsSchema).max(termsMax) }),
});

export const listBankCommentsRoute = defineHttpRoute({
  id: 'listBankComments',
  method: 'GET',
  path: '/reports/comments',
  summary: 'The comment bank: the school’s comments and mine, by topic and language, a page at a time',
  tag,
  forwards: listBankComments,
  roles: staff,
  query: listBankComments.payload,
});

export const addBankCommentRoute = defineHttpRoute({
  id: 'addBankComment',
  method: 'POST',
  path: '/reports/comments',
  summary: 'Add a comment to the bank: mine, or the school’s (the admin)',
  tag,
  forwards: addBankComment,
  roles: staff,
  body: addBankCommentInputSchema,
});

export const removeBankCommentRoute = defineHttpRoute({
  id: 'removeBankComment',
  method: 'DELETE',
  path: '/reports/comments/:commentId',
  summary: 'Remove a comment of the bank: my own, or the school’s (the admin)',
  tag,
  forwards: removeBankComment,
  roles: staff,
  params: z.object({ commentId: z.string().uuid() }),
});

export const listGroupReportCardsRoute = defineHttpRoute({
  id: 'listGroupReportCards',
  method: 'GET',
  path: '/reports/groups/:groupId/terms/:termId/report-cards',
  summary:
    'A group’s students for a term, each with their report card and their term’s work (practice consistency, graded average), a page at a time',
  tag,
  forwards: listGroupReportCards,
  roles: staff,
  params: groupTermParams,
  query: listGroupReportCards.payload.omit({ groupId: true, termId: true }),
});

export const saveReportCardRoute = defineHttpRoute({
  id: 'saveReportCard',
  method: 'PUT',
  path: '/reports/groups/:groupId/terms/:termId/students/:studentId/report-card',
  summary: 'Write or change a student’s report card: a mark per competency and the teacher’s comment',
  tag,
  forwards: saveReportCard,
  roles: staff,
  params: groupTermParams.extend({ studentId: z.string().uuid() }),
  body: saveReportCardInputSchema.omit({ groupId: true, termId: true, studentId: true }),
});

export const publishReportCardRoute = defineHttpRoute({
  id: 'publishReportCard',
  method: 'POST',
  path: '/reports/report-cards/:reportCardId/publish',
  summary: 'Publish a report card: its student sees it from now on',
  tag,
  forwards: publishReportCard,
  roles: staff,
  params: reportCardParams,
});

export const listMyReportCardsRoute = defineHttpRoute({
  id: 'listMyReportCards',
  method: 'GET',
  path: '/reports/my-report-cards',
  summary: 'My published report cards (a student), newest term first, a page at a time',
  tag,
  forwards: listMyReportCards,
  roles: ['student'],
  query: listMyReportCards.payload,
});

export const renderReportCardRoute = defineHttpRoute({
  id: 'renderReportCard',
  method: 'GET',
  path: '/reports/report-cards/:reportCardId/pdf',
  summary: 'A report card as a tagged PDF (Letter, French or English), in base64 with its file name',
  tag,
  forwards: renderReportCard,
  params: reportCardParams,
  query: renderReportCardInputSchema.omit({ reportCardId: true }),
});

export const createGoalRoute = defineHttpRoute({
  id: 'createGroupGoal',
  method: 'POST',
  path: '/reports/groups/:groupId/goals',
  summary:
    'Set an ensemble goal (Objectif de l’ensemble) for a group I teach: days with practice out of seven over a period of at most a term',
  tag,
  forwards: createGoal,
  roles: staff,
  params: z.object({ groupId: z.string().uuid() }),
  body: goalFieldsSchema,
});

export const listGroupGoalsRoute = defineHttpRoute({
  id: 'listGroupGoals',
  method: 'GET',
  path: '/reports/groups/:groupId/goals',
  summary:
    'A group’s goals with their progress per week (the share of its students who practised the days asked) and who needs encouragement this week',
  tag,
  forwards: listGroupGoals,
  roles: staff,
  params: z.object({ groupId: z.string().uuid() }),
  query: listGroupGoals.payload.omit({ groupId: true }),
});

export const removeGoalRoute = defineHttpRoute({
  id: 'removeGroupGoal',
  method: 'DELETE',
  path: '/reports/goals/:goalId',
  summary: 'Remove a goal of a group I teach',
  tag,
  forwards: removeGoal,
  roles: staff,
  params: z.object({ goalId: z.string().uuid() }),
});

export const listMyGoalsRoute = defineHttpRoute({
  id: 'listMyGoals',
  method: 'GET',
  path: '/reports/my-goals',
  summary:
    'Mes objectifs (a student): my groups’ goals running today, my days this week and the group’s share',
  tag,
  forwards: listMyGoals,
  roles: ['student'],
  query: listMyGoals.payload,
});

export const reportsRoutes: readonly HttpRoute[] = [
  listTermsRoute,
  setTermsRoute,
  listBankCommentsRoute,
  addBankCommentRoute,
  removeBankCommentRoute,
  listGroupReportCardsRoute,
  saveReportCardRoute,
  publishReportCardRoute,
  listMyReportCardsRoute,
  renderReportCardRoute,
  createGoalRoute,
  listGroupGoalsRoute,
  removeGoalRoute,
  listMyGoalsRoute,
  ...recordingRoutes,
  ...motivationRoutes,
  ...reportCardBatchRoutes,
];
