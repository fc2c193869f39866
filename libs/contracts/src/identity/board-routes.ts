import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  boardDashboard,
  boardProgrammeTotals,
  createBoardSchool,
  inviteSchoolAdmin,
  listBoardSchools,
  setSchoolAlias,
} from './board.js';
import { boardTeachersPage, listBoardSchoolTeachers, moveBoardTeacher } from './board-teachers.js';
import { pageQueryShape } from '../common/page.js';

const tag = 'identity';
const boardAdmins: Array<'board-admin'> = ['board-admin'];

export const listBoardSchoolsRoute = defineHttpRoute({
  id: 'listBoardSchools',
  method: 'GET',
  path: '/board/schools',
  summary: "Écoles: the board's schools with their teachers, students, groups and this week's practice",
  tag,
  forwards: listBoardSchools,
  roles: boardAdmins,
  query: listBoardSchools.payload,
});

export const createBoardSchoolRoute = defineHttpRoute({
  id: 'createBoardSchool',
  method: 'POST',
  path: '/board/schools',
  summary: 'Create a school of the board',
  tag,
  forwards: createBoardSchool,
  roles: boardAdmins,
  body: createBoardSchool.payload,
});

export const inviteSchoolAdminRoute = defineHttpRoute({
  id: 'inviteSchoolAdmin',
  method: 'POST',
  path: '/board/schools/:schoolId/admin-invitations',
  summary: "Invite a school's administrator by e-mail",
  tag,
  forwards: inviteSchoolAdmin,
  roles: boardAdmins,
  params: z.object({ schoolId: z.string().uuid() }),
  body: z.object({ email: inviteSchoolAdmin.payload.shape.email }),
});

export const setSchoolAliasRoute = defineHttpRoute({
  id: 'setSchoolAlias',
  method: 'PUT',
  path: '/board/schools/:schoolId/alias',
  summary: "A school's Keycloak organisation alias (a lowercase slug, unique)",
  tag,
  forwards: setSchoolAlias,
  roles: boardAdmins,
  params: z.object({ schoolId: z.string().uuid() }),
  body: z.object({ alias: setSchoolAlias.payload.shape.alias }),
});

export const boardDashboardRoute = defineHttpRoute({
  id: 'boardDashboard',
  method: 'GET',
  path: '/board/dashboard',
  summary:
    "The board dashboard: this week's practice, active students and assignments handed in, per school and per programme",
  tag,
  forwards: boardDashboard,
  roles: boardAdmins,
  query: boardDashboard.payload,
});

export const boardProgrammeTotalsRoute = defineHttpRoute({
  id: 'boardProgrammeTotals',
  method: 'GET',
  path: '/board/dashboard/programmes',
  summary:
    "The board dashboard's programmes over all the board's schools: this week's totals, small cohorts withheld",
  tag,
  forwards: boardProgrammeTotals,
  roles: boardAdmins,
});

export const listBoardSchoolTeachersRoute = defineHttpRoute({
  id: 'listBoardSchoolTeachers',
  method: 'GET',
  path: '/board/schools/:schoolId/teachers',
  summary: "A school's teachers, for its board to move one to another school",
  tag,
  forwards: listBoardSchoolTeachers,
  roles: boardAdmins,
  params: z.object({ schoolId: z.string().uuid() }),
  query: z.object(pageQueryShape(boardTeachersPage)),
});

export const moveBoardTeacherRoute = defineHttpRoute({
  id: 'moveBoardTeacher',
  method: 'POST',
  path: '/board/schools/:schoolId/teachers/:userId/move',
  summary: 'Move a teacher to another school of the board (their groups stay with the school)',
  tag,
  forwards: moveBoardTeacher,
  roles: boardAdmins,
  params: z.object({ schoolId: z.string().uuid(), userId: z.string().uuid() }),
  body: z.object({ toSchoolId: z.string().uuid() }),
  payload: ({ params, body }) => ({
    userId: params.userId,
    fromSchoolId: params.schoolId,
    toSchoolId: body.toSchoolId,
  }),
});

export const boardRoutes: HttpRoute[] = [
  listBoardSchoolsRoute,
  boardDashboardRoute,
  boardProgrammeTotalsRoute,
  createBoardSchoolRoute,
  inviteSchoolAdminRoute,
  setSchoolAliasRoute,
  listBoardSchoolTeachersRoute,
  moveBoardTeacherRoute,
];
