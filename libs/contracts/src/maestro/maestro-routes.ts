import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { editDraftInputSchema } from './maestro-draft.js';
import {
  approveDraft,
  createBilan,
  createBilanInputSchema,
  editDraft,
  getDraft,
  getMaestroStatus,
} from './maestro-requests.js';
import {
  approveCommentDraft,
  approveCommentDraftInputSchema,
  createCommentDrafts,
  createCommentDraftsInputSchema,
  discardCommentDraft,
  listCommentDrafts,
  listCommentDraftsQuerySchema,
} from './maestro-comments.js';
import {
  createLessonIdeas,
  createLessonIdeasInputSchema,
  discardLessonIdeas,
  keepLessonIdeas,
  listLessonIdeas,
  listLessonIdeasQuerySchema,
} from './maestro-lesson-ideas.js';
import {
  createPracticePlan,
  createPracticePlanInputSchema,
  discardPracticePlan,
  keepPracticePlan,
  listGroupPracticePlans,
  listGroupPracticePlansQuerySchema,
  listMyPracticePlans,
  listMyPracticePlansQuerySchema,
} from './maestro-practice-plans.js';

const tag = 'maestro';
const teachers: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const draftParams = z.object({ draftId: z.string().uuid() });

export const getMaestroStatusRoute = defineHttpRoute({
  id: 'getMaestroStatus',
  method: 'GET',
  path: '/maestro/status',
  summary:
    'Whether Maestro IA is on for my school (and `groupId`), which model answers, today’s budgets left',
  tag,
  forwards: getMaestroStatus,
  roles: teachers,
  query: z.object({ groupId: z.string().uuid().optional() }),
});

export const createBilanRoute = defineHttpRoute({
  id: 'createBilan',
  method: 'POST',
  path: '/maestro/bilans',
  summary:
    'Bilan de l’élève: a draft summary of a student’s period, each sentence with the records it rests on (a teacher of the group)',
  tag,
  forwards: createBilan,
  roles: teachers,
  body: createBilanInputSchema,
});

export const getDraftRoute = defineHttpRoute({
  id: 'getMaestroDraft',
  method: 'GET',
  path: '/maestro/drafts/:draftId',
  summary: 'A Maestro IA draft or approved output (its author or a teacher of its group)',
  tag,
  forwards: getDraft,
  roles: teachers,
  params: draftParams,
});

export const editDraftRoute = defineHttpRoute({
  id: 'editMaestroDraft',
  method: 'PUT',
  path: '/maestro/drafts/:draftId',
  summary: 'The teacher’s edit of a draft: each sentence’s text (empty removes it), its sources kept',
  tag,
  forwards: editDraft,
  roles: teachers,
  params: draftParams,
  body: editDraftInputSchema,
});

export const approveDraftRoute = defineHttpRoute({
  id: 'approveMaestroDraft',
  method: 'POST',
  path: '/maestro/drafts/:draftId/approve',
  summary: 'Approve a draft: then shown ‘Généré par Maestro IA’ with the approver’s name',
  tag,
  forwards: approveDraft,
  roles: teachers,
  params: draftParams,
});

const groupTermParams = z.object({ groupId: z.string().uuid(), termId: z.string().uuid() });

export const createCommentDraftsRoute = defineHttpRoute({
  id: 'createMaestroCommentDrafts',
  method: 'POST',
  path: '/maestro/groups/:groupId/terms/:termId/comment-drafts',
  summary:
    'Commentaires de bulletin: a draft comment per student of the group for the term, in `language`, general or on one `competency` (a teacher of the group)',
  tag,
  forwards: createCommentDrafts,
  roles: teachers,
  params: groupTermParams,
  body: createCommentDraftsInputSchema.pick({ language: true, competency: true, progressKey: true }),
});

export const listCommentDraftsRoute = defineHttpRoute({
  id: 'listMaestroCommentDrafts',
  method: 'GET',
  path: '/maestro/groups/:groupId/terms/:termId/comment-drafts',
  summary:
    'The group’s comment drafts for the term still to approve, newest first, paged (a teacher of the group)',
  tag,
  forwards: listCommentDrafts,
  roles: teachers,
  params: groupTermParams,
  query: listCommentDraftsQuerySchema.omit({ groupId: true, termId: true }),
});

export const approveCommentDraftRoute = defineHttpRoute({
  id: 'approveMaestroCommentDraft',
  method: 'POST',
  path: '/maestro/comment-drafts/:draftId/approve',
  summary:
    'Approve a comment draft (its text as edited, if given): written into the report card (its comment, or its competency’s)',
  tag,
  forwards: approveCommentDraft,
  roles: teachers,
  params: draftParams,
  body: approveCommentDraftInputSchema,
});

export const discardCommentDraftRoute = defineHttpRoute({
  id: 'discardMaestroCommentDraft',
  method: 'DELETE',
  path: '/maestro/comment-drafts/:draftId',
  summary: 'Discard a comment draft not yet approved',
  tag,
  forwards: discardCommentDraft,
  roles: teachers,
  params: draftParams,
});

const groupParams = z.object({ groupId: z.string().uuid() });
const lessonIdeasParams = z.object({ lessonIdeasId: z.string().uuid() });

export const createLessonIdeasRoute = defineHttpRoute({
  id: 'createMaestroLessonIdeas',
  method: 'POST',
  path: '/maestro/groups/:groupId/lesson-ideas',
  summary:
    'Idées de cours: warm-ups and activities for the group’s level, repertoire and next concert, in `language` (a teacher of the group)',
  tag,
  forwards: createLessonIdeas,
  roles: teachers,
  params: groupParams,
  body: createLessonIdeasInputSchema.pick({ language: true, progressKey: true }),
});

export const listLessonIdeasRoute = defineHttpRoute({
  id: 'listMaestroLessonIdeas',
  method: 'GET',
  path: '/maestro/groups/:groupId/lesson-ideas',
  summary: 'The group’s lesson ideas, drafts and kept, newest first, paged (a teacher of the group)',
  tag,
  forwards: listLessonIdeas,
  roles: teachers,
  params: groupParams,
  query: listLessonIdeasQuerySchema.omit({ groupId: true }),
});

export const keepLessonIdeasRoute = defineHttpRoute({
  id: 'keepMaestroLessonIdeas',
  method: 'POST',
  path: '/maestro/lesson-ideas/:lessonIdeasId/keep',
  summary: 'Keep lesson ideas: then shown ‘Généré par Maestro IA’ with the teacher’s name',
  tag,
  forwards: keepLessonIdeas,
  roles: teachers,
  params: lessonIdeasParams,
});

export const discardLessonIdeasRoute = defineHttpRoute({
  id: 'discardMaestroLessonIdeas',
  method: 'DELETE',
  path: '/maestro/lesson-ideas/:lessonIdeasId',
  summary: 'Discard lesson ideas not yet kept',
  tag,
  forwards: discardLessonIdeas,
  roles: teachers,
  params: lessonIdeasParams,
});

const practicePlanParams = z.object({ practicePlanId: z.string().uuid() });

export const createPracticePlanRoute = defineHttpRoute({
  id: 'createMaestroPracticePlan',
  method: 'POST',
  path: '/maestro/practice-plans',
  summary:
    'Plan de pratique: a week of short sessions with goals from one of my assignments and the difficulty I describe (a student aged 14 or more, or with a parent’s consent)',
  tag,
  forwards: createPracticePlan,
  roles: ['student'],
  body: createPracticePlanInputSchema,
});

export const listMyPracticePlansRoute = defineHttpRoute({
  id: 'listMyMaestroPracticePlans',
  method: 'GET',
  path: '/maestro/practice-plans/mine',
  summary:
    'My practice plans, drafts and kept, newest first, paged (`enabled` false while Maestro IA is off)',
  tag,
  forwards: listMyPracticePlans,
  roles: ['student'],
  query: listMyPracticePlansQuerySchema,
});

export const listGroupPracticePlansRoute = defineHttpRoute({
  id: 'listMaestroGroupPracticePlans',
  method: 'GET',
  path: '/maestro/groups/:groupId/practice-plans',
  summary:
    'The practice plans of the group’s students (of one `assignmentId`, if given), newest first, paged (a teacher of the group)',
  tag,
  forwards: listGroupPracticePlans,
  roles: teachers,
  params: groupParams,
  query: listGroupPracticePlansQuerySchema.omit({ groupId: true }),
});

export const keepPracticePlanRoute = defineHttpRoute({
  id: 'keepMaestroPracticePlan',
  method: 'POST',
  path: '/maestro/practice-plans/:practicePlanId/keep',
  summary: 'Keep a student’s practice plan: then shown ‘Généré par Maestro IA’ with the teacher’s name',
  tag,
  forwards: keepPracticePlan,
  roles: teachers,
  params: practicePlanParams,
});

export const discardPracticePlanRoute = defineHttpRoute({
  id: 'discardMaestroPracticePlan',
  method: 'DELETE',
  path: '/maestro/practice-plans/:practicePlanId',
  summary: 'Discard a student’s practice plan not yet kept',
  tag,
  forwards: discardPracticePlan,
  roles: teachers,
  params: practicePlanParams,
});

/** Maestro IA's routes, listed for the gateway (`@crescendo/contracts/http`). */
export const maestroRoutes: readonly HttpRoute[] = [
  getMaestroStatusRoute,
  createBilanRoute,
  getDraftRoute,
  editDraftRoute,
  approveDraftRoute,
  createCommentDraftsRoute,
  listCommentDraftsRoute,
  approveCommentDraftRoute,
  discardCommentDraftRoute,
  createLessonIdeasRoute,
  listLessonIdeasRoute,
  keepLessonIdeasRoute,
  discardLessonIdeasRoute,
  createPracticePlanRoute,
  listMyPracticePlansRoute,
  listGroupPracticePlansRoute,
  keepPracticePlanRoute,
  discardPracticePlanRoute,
];
