import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { createFeedRoute, renderFeedRoute } from './planning-feed.js';
import { planningImportRoutes } from './planning-imports.js';
import { planningConsentRoutes } from './planning-consents.js';
import { planningTripChargeRoutes } from './planning-trip-charges.js';
import { planningEquipmentRoutes } from './planning-equipment.js';
import { getReminderSettingsRoute, saveReminderSettingsRoute } from './planning-reminders.js';
import { getPushPublicKeyRoute, subscribePushRoute, unsubscribePushRoute } from './planning-push.js';
import { findPlanningConflicts, planningConflictsInputSchema } from './planning-conflicts.js';
import { planningEventFieldsShape, planningEventInputSchema } from './planning-event.js';
import {
  addEvent,
  cancelEvent,
  listOccurrences,
  listOccurrencesQuerySchema,
  updateEvent,
} from './planning-requests.js';

const tag = 'planning';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const eventParams = z.object({ eventId: z.string().uuid() });

export const listOccurrencesRoute = defineHttpRoute({
  id: 'listPlanningOccurrences',
  method: 'GET',
  path: '/planning/occurrences',
  summary:
    'The events from `from` to `to` (days, at most 100), one item per occurrence, by start, a page at a time (`limit` ≤ 200, `cursor`); `groupId`',
  tag,
  forwards: listOccurrences,
  query: listOccurrencesQuerySchema,
});

export const addEventRoute = defineHttpRoute({
  id: 'addPlanningEvent',
  method: 'POST',
  path: '/planning/events',
  summary:
    'Add an event (an admin for the school or any group, a teacher for the groups they teach), weekly until a day if `recurrence`',
  tag,
  forwards: addEvent,
  roles: staff,
  body: planningEventInputSchema,
});

export const updateEventRoute = defineHttpRoute({
  id: 'updatePlanningEvent',
  method: 'PUT',
  path: '/planning/events/:eventId',
  summary: 'Change an event (every field again); its occurrences are computed again',
  tag,
  forwards: updateEvent,
  roles: staff,
  params: eventParams,
  body: z.object(planningEventFieldsShape),
});

export const cancelEventRoute = defineHttpRoute({
  id: 'cancelPlanningEvent',
  method: 'POST',
  path: '/planning/events/:eventId/cancel',
  summary: 'Cancel an event: it stays listed, marked cancelled',
  tag,
  forwards: cancelEvent,
  roles: staff,
  params: eventParams,
});

/** Before saving: what the event as it would be saved collides with (students called elsewhere, its place). */
export const findConflictsRoute = defineHttpRoute({
  id: 'findPlanningConflicts',
  method: 'POST',
  path: '/planning/events/conflicts',
  summary:
    'What an event as it would be saved collides with: students of its groups called elsewhere (a count), its place taken; `eventId` when moving one',
  tag,
  forwards: findPlanningConflicts,
  roles: staff,
  body: planningConflictsInputSchema,
});

export const planningRoutes: readonly HttpRoute[] = [
  listOccurrencesRoute,
  addEventRoute,
  findConflictsRoute,
  updateEventRoute,
  cancelEventRoute,
  createFeedRoute,
  renderFeedRoute,
  ...planningImportRoutes,
  ...planningConsentRoutes,
  ...planningTripChargeRoutes,
  ...planningEquipmentRoutes,
  getReminderSettingsRoute,
  saveReminderSettingsRoute,
  getPushPublicKeyRoute,
  subscribePushRoute,
  unsubscribePushRoute,
];
