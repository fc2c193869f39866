import type { Route } from '../http/context.js';
import { createCourseWork, listCourseWork } from './course-work.js';
import { getCourse, listCourses } from './courses.js';
import { classroomPage } from './pages.js';
import { listStudents } from './students.js';
import { listSubmissions, patchSubmission, submissionAction } from './submissions.js';

export const classroomRoutes: Route[] = [
  { method: 'GET', path: '/v1/courses', handler: listCourses },
  { method: 'GET', path: '/v1/courses/:courseId', handler: getCourse },
  { method: 'GET', path: '/v1/courses/:courseId/students', handler: listStudents },
  { method: 'GET', path: '/v1/courses/:courseId/courseWork', handler: listCourseWork },
  { method: 'POST', path: '/v1/courses/:courseId/courseWork', handler: createCourseWork },
  {
    method: 'GET',
    path: '/v1/courses/:courseId/courseWork/:courseWorkId/studentSubmissions',
    handler: listSubmissions,
  },
  {
    method: 'PATCH',
    path: '/v1/courses/:courseId/courseWork/:courseWorkId/studentSubmissions/:submissionId',
    handler: patchSubmission,
  },
  {
    method: 'POST',
    path: '/v1/courses/:courseId/courseWork/:courseWorkId/studentSubmissions/:submissionId',
    handler: submissionAction,
  },
  { method: 'GET', path: '/c/:courseId', handler: classroomPage },
  { method: 'GET', path: '/c/:courseId/a/:workId/details', handler: classroomPage },
];
