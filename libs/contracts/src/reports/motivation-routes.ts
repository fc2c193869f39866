import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { badgeFieldsSchema, grantBadge, listGroupBadges, listMyBadges, removeBadge } from './badges.js';
import {
  listGroupReflections,
  motivationStatus,
  reflectionFieldsSchema,
  saveReflection,
} from './reflections.js';
import {
  createSprint,
  endSprint,
  listGroupSprints,
  listMySprints,
  listSprintEvents,
  sprintFieldsSchema,
} from './sprints.js';

// Issue 29 §4: concert sprints ('Défi'), badges for real evidence, reflections after practice.
const tag = 'reports';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const groupParams = z.object({ groupId: z.string().uuid() });

export const listSprintEventsRoute = defineHttpRoute({
  id: 'listSprintEvents',
  method: 'GET',
  path: '/reports/groups/:groupId/sprint-events',
  summary: 'The group’s planning events of the next 100 days a concert sprint (Défi) may end on',
  tag,
  forwards: listSprintEvents,
  roles: staff,
  params: groupParams,
});

export const createSprintRoute = defineHttpRoute({
  id: 'createSprint',
  method: 'POST',
  path: '/reports/groups/:groupId/sprints',
  summary:
    'Start a concert sprint (Défi) of a group I teach: four weeks ending on one of its events, N days of 7',
  tag,
  forwards: createSprint,
  roles: staff,
  params: groupParams,
  body: sprintFieldsSchema,
});

export const listGroupSprintsRoute = defineHttpRoute({
  id: 'listGroupSprints',
  method: 'GET',
  path: '/reports/groups/:groupId/sprints',
  summary: 'A group’s concert sprints with their weeks and who needs encouragement this week',
  tag,
  forwards: listGroupSprints,
  roles: staff,
  params: groupParams,
  query: listGroupSprints.payload.omit({ groupId: true }),
});

export const endSprintRoute = defineHttpRoute({
  id: 'endSprint',
  method: 'POST',
  path: '/reports/sprints/:sprintId/end',
  summary: 'End a concert sprint today (Terminer le défi)',
  tag,
  forwards: endSprint,
  roles: staff,
  params: z.object({ sprintId: z.string().uuid() }),
});

export const listMySprintsRoute = defineHttpRoute({
  id: 'listMySprints',
  method: 'GET',
  path: '/reports/my-sprints',
  summary:
    'Mes objectifs (a student): the concert sprints running in my groups, my days and the group’s share',
  tag,
  forwards: listMySprints,
  roles: ['student'],
  query: listMySprints.payload,
});

export const grantBadgeRoute = defineHttpRoute({
  id: 'grantBadge',
  method: 'POST',
  path: '/reports/groups/:groupId/badges',
  summary: 'Grant a student of a group I teach a badge for evidence I confirmed (Badge accordé)',
  tag,
  forwards: grantBadge,
  roles: staff,
  params: groupParams,
  body: badgeFieldsSchema,
});

export const listGroupBadgesRoute = defineHttpRoute({
  id: 'listGroupBadges',
  method: 'GET',
  path: '/reports/groups/:groupId/badges',
  summary: 'The badges granted in a group I teach, newest first',
  tag,
  forwards: listGroupBadges,
  roles: staff,
  params: groupParams,
  query: listGroupBadges.payload.omit({ groupId: true }),
});

export const removeBadgeRoute = defineHttpRoute({
  id: 'removeBadge',
  method: 'DELETE',
  path: '/reports/badges/:badgeId',
  summary: 'Take back a badge granted by mistake in a group I teach',
  tag,
  forwards: removeBadge,
  roles: staff,
  params: z.object({ badgeId: z.string().uuid() }),
});

export const listMyBadgesRoute = defineHttpRoute({
  id: 'listMyBadges',
  method: 'GET',
  path: '/reports/my-badges',
  summary: 'My badges (a student): nobody else’s, no ranking',
  tag,
  forwards: listMyBadges,
  roles: ['student'],
  query: listMyBadges.payload,
});

export const saveReflectionRoute = defineHttpRoute({
  id: 'saveReflection',
  method: 'PUT',
  path: '/reports/practice-reports/:reportId/reflection',
  summary:
    'Write the reflection of one of my practice reports: goal, strategy, how it went (500 characters each)',
  tag,
  forwards: saveReflection,
  roles: ['student'],
  params: z.object({ reportId: z.string().uuid() }),
  body: reflectionFieldsSchema,
});

export const listGroupReflectionsRoute = defineHttpRoute({
  id: 'listGroupReflections',
  method: 'POST',
  path: '/reports/groups/:groupId/reflections/query',
  summary: 'The reflections of some practice reports of a group’s students (its teachers)',
  tag,
  forwards: listGroupReflections,
  roles: staff,
  params: groupParams,
  body: listGroupReflections.payload.omit({ groupId: true }),
});

export const motivationStatusRoute = defineHttpRoute({
  id: 'motivationStatus',
  method: 'GET',
  path: '/reports/my-motivation',
  summary: 'Whether goals, sprints, badges and reflections are on for me (the gamification policy)',
  tag,
  forwards: motivationStatus,
  roles: ['student'],
});

export const motivationRoutes: readonly HttpRoute[] = [
  listSprintEventsRoute,
  createSprintRoute,
  listGroupSprintsRoute,
  endSprintRoute,
  listMySprintsRoute,
  grantBadgeRoute,
  listGroupBadgesRoute,
  removeBadgeRoute,
  listMyBadgesRoute,
  saveReflectionRoute,
  listGroupReflectionsRoute,
  motivationStatusRoute,
];
