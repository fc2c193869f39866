import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { classroomSubjects } from './google-connection.js';

/** The spec's Classroom course (§3), as the selection modal shows it. */
export const classroomCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string().nullable(),
  description: z.string().nullable(),
  creationTime: z.string(),
  courseState: z.string(),
  enrollmentCode: z.string().nullable(),
  /** Already imported for this teacher: importing again updates it. */
  imported: z.boolean(),
});
export type ClassroomCourse = z.infer<typeof classroomCourseSchema>;

/** An admin may name the teacher (of their organisation) the groups are for; a teacher imports for themself. */
const forTeacher = z.object({ teacherId: z.string().uuid().optional() });

/** Spec §4 and §9: the courses ACTIVE and created in the current or next school year. */
export const listClassroomCourses = defineRequest(
  classroomSubjects.courseList,
  forTeacher,
  z.object({ courses: z.array(classroomCourseSchema) }),
);

export const maxCoursesPerImport = 500;

/** Spec §5: at least one group selected. */
export const startImportInputSchema = forTeacher.extend({
  courseIds: z.array(z.string().min(1).max(64)).min(1, 'classroom.selectAtLeastOne').max(maxCoursesPerImport),
});

export const importCourseStatusSchema = z.enum(['queued', 'running', 'created', 'updated', 'failed']);
export type ImportCourseStatus = z.infer<typeof importCourseStatusSchema>;

export const importCourseSchema = z.object({
  courseId: z.string(),
  name: z.string(),
  status: importCourseStatusSchema,
  groupId: z.string().uuid().nullable(),
  studentCount: z.number().int().min(0).nullable(),
  /** Why it failed, as a message key of the servers' catalogue. */
  errorKey: z.string().nullable(),
});

/** One import: a job per course on the `classroom-import` queue; the result alert's counts (spec §4). */
export const classroomImportSchema = z.object({
  id: z.string().uuid(),
  teacherId: z.string().uuid(),
  finished: z.boolean(),
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  failed: z.number().int().min(0),
  courses: z.array(importCourseSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ClassroomImport = z.infer<typeof classroomImportSchema>;

export const startClassroomImport = defineRequest(
  classroomSubjects.importStart,
  startImportInputSchema,
  classroomImportSchema,
);

export const getClassroomImport = defineRequest(
  classroomSubjects.importGet,
  z.object({ importId: z.string().uuid() }),
  classroomImportSchema,
);
