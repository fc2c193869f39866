import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { groupSchema } from './group.js';

export const coTeacherSubjects = {
  add: 'groups.co-teacher.add',
  remove: 'groups.co-teacher.remove',
} as const;

/** Most co-teachers one group may have (a band director's section coaches). */
export const maxCoTeachers = 10;

export const addCoTeacherInputSchema = z.object({ teacherId: z.string().uuid() });
const coTeacherRef = z.object({ groupId: z.string().uuid(), teacherId: z.string().uuid() });

/**
 * 'Ajouter un co-enseignant': a teacher or an admin of the group's school teaches it too. The group's lead
 * teacher or an admin decides; the colleague then sees the group, its practice and its chat.
 */
export const addCoTeacher = defineRequest(coTeacherSubjects.add, coTeacherRef, groupSchema);
export const removeCoTeacher = defineRequest(coTeacherSubjects.remove, coTeacherRef, groupSchema);

const tag = 'groups';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];

export const addCoTeacherRoute = defineHttpRoute({
  id: 'addCoTeacher',
  method: 'POST',
  path: '/groups/:groupId/co-teachers',
  summary: 'Ajouter un co-enseignant: a colleague of the school teaches the group too',
  tag,
  forwards: addCoTeacher,
  roles: staff,
  params: z.object({ groupId: z.string().uuid() }),
  body: addCoTeacherInputSchema,
});

export const removeCoTeacherRoute = defineHttpRoute({
  id: 'removeCoTeacher',
  method: 'DELETE',
  path: '/groups/:groupId/co-teachers/:teacherId',
  summary: 'A co-teacher stops teaching the group',
  tag,
  forwards: removeCoTeacher,
  roles: staff,
  params: coTeacherRef,
});

/** A group's co-teachers: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const coTeacherRoutes: readonly HttpRoute[] = [addCoTeacherRoute, removeCoTeacherRoute];
