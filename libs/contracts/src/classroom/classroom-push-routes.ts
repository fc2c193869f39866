import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { pushCourseWork, pushCourseWorkInputSchema } from './classroom-push.js';

export const pushCourseWorkRoute = defineHttpRoute({
  id: 'pushCourseWork',
  method: 'POST',
  path: '/classroom/coursework',
  summary: 'Envoyer vers Google Classroom: the saved assignment as coursework of its group’s course',
  tag: 'classroom',
  forwards: pushCourseWork,
  roles: ['admin', 'teacher'],
  body: pushCourseWorkInputSchema,
});

/** Pushing work to Google Classroom: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const classroomPushRoutes: readonly HttpRoute[] = [pushCourseWorkRoute];
