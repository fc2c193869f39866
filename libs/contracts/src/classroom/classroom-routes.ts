import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  getClassroomImport,
  listClassroomCourses,
  startClassroomImport,
  startImportInputSchema,
} from './classroom-import.js';
import {
  disconnectGoogle,
  getGoogleConnection,
  googleBrowserBinding,
  googleReturnPathSchema,
  startGoogleConnection,
} from './google-connection.js';

const tag = 'classroom';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];

export const getGoogleConnectionRoute = defineHttpRoute({
  id: 'getGoogleConnection',
  method: 'GET',
  path: '/classroom/connection',
  summary: 'Whether my Google account is connected for Classroom (the tokens stay on the server)',
  tag,
  forwards: getGoogleConnection,
  roles: staff,
});

export const startGoogleConnectionRoute = defineHttpRoute({
  id: 'startGoogleConnection',
  method: 'POST',
  path: '/classroom/connection',
  summary:
    'A single-use address under /auth/google that starts Google’s consent (scopes of the spec), for this browser only (its cookie)',
  tag,
  forwards: startGoogleConnection,
  roles: staff,
  bindsBrowser: googleBrowserBinding,
  body: z
    .object({ returnTo: googleReturnPathSchema.optional(), calendarGroupId: z.string().uuid().optional() })
    .optional(),
  payload: ({ browserHash, me, body }) => ({
    browserHash: browserHash ?? '',
    account: { email: me?.email ?? '', language: me?.settings.language ?? 'fr' },
    returnTo: body?.returnTo,
    calendarGroupId: body?.calendarGroupId,
  }),
});

export const disconnectGoogleRoute = defineHttpRoute({
  id: 'disconnectGoogle',
  method: 'DELETE',
  path: '/classroom/connection',
  summary: 'Déconnecter Google: revokes the grant at Google and erases the tokens',
  tag,
  forwards: disconnectGoogle,
  roles: staff,
});

export const listClassroomCoursesRoute = defineHttpRoute({
  id: 'listClassroomCourses',
  method: 'GET',
  path: '/classroom/courses',
  summary: 'My Classroom courses that can be imported (ACTIVE, current or next school year)',
  tag,
  forwards: listClassroomCourses,
  roles: staff,
  query: z.object({ teacherId: z.string().uuid().optional() }),
});

export const startClassroomImportRoute = defineHttpRoute({
  id: 'startClassroomImport',
  method: 'POST',
  path: '/classroom/imports',
  summary: 'Imports the selected courses as groups: one job per course, progress on the live channel',
  tag,
  forwards: startClassroomImport,
  roles: staff,
  body: startImportInputSchema,
});

export const getClassroomImportRoute = defineHttpRoute({
  id: 'getClassroomImport',
  method: 'GET',
  path: '/classroom/imports/:importId',
  summary: 'An import’s progress and result: processed, new, updated, failed',
  tag,
  forwards: getClassroomImport,
  roles: staff,
  params: z.object({ importId: z.string().uuid() }),
});

/** The Google connection and Classroom imports: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const classroomRoutes: readonly HttpRoute[] = [
  getGoogleConnectionRoute,
  startGoogleConnectionRoute,
  disconnectGoogleRoute,
  listClassroomCoursesRoute,
  startClassroomImportRoute,
  getClassroomImportRoute,
];
