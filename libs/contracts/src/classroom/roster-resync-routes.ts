import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  approveRosterChange,
  getRosterSync,
  rejectRosterChange,
  startRosterResync,
} from './roster-resync.js';

const tag = 'classroom';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const params = z.object({ groupId: z.string().uuid() });

export const getRosterSyncRoute = defineHttpRoute({
  id: 'getRosterSync',
  method: 'GET',
  path: '/classroom/groups/:groupId/roster-sync',
  summary: 'A Google-linked group’s roster re-sync: its state and the change waiting for approval',
  tag,
  forwards: getRosterSync,
  roles: staff,
  params,
});

export const startRosterResyncRoute = defineHttpRoute({
  id: 'startRosterResync',
  method: 'POST',
  path: '/classroom/groups/:groupId/roster-sync',
  summary: 'Resynchroniser: reads the course’s roster again from Google Classroom (a job)',
  tag,
  forwards: startRosterResync,
  roles: staff,
  params,
});

export const approveRosterChangeRoute = defineHttpRoute({
  id: 'approveRosterChange',
  method: 'POST',
  path: '/classroom/groups/:groupId/roster-sync/approve',
  summary: 'Applies the roster change that waits (more than 20 % of the students would leave)',
  tag,
  forwards: approveRosterChange,
  roles: staff,
  params,
});

export const rejectRosterChangeRoute = defineHttpRoute({
  id: 'rejectRosterChange',
  method: 'POST',
  path: '/classroom/groups/:groupId/roster-sync/reject',
  summary: 'Keeps the group as it is; the same change is not asked again',
  tag,
  forwards: rejectRosterChange,
  roles: staff,
  params,
});

/** A Classroom roster kept in step: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const rosterResyncRoutes: readonly HttpRoute[] = [
  getRosterSyncRoute,
  startRosterResyncRoute,
  approveRosterChangeRoute,
  rejectRosterChangeRoute,
];
