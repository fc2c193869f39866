import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/**
 * Frozen subjects of classroom-sync's coursework push (style.md §3), apart from `classroomSubjects` so that
 * the import's and the push's changes do not meet.
 */
export const classroomPushSubjects = {
  courseWorkPush: 'classroom-sync.coursework.push',
} as const;

export const pushCourseWorkInputSchema = z.object({ assignmentId: z.string().uuid() });

/** An assignment of Crescendo as coursework of its group's Classroom course (spec §7). */
export const pushedCourseWorkSchema = z.object({
  assignmentId: z.string().uuid(),
  courseId: z.string(),
  courseWorkId: z.string(),
  /** Where the teacher sees it in Classroom. */
  alternateLink: z.string().nullable(),
  pushedAt: z.string(),
});
export type PushedCourseWork = z.infer<typeof pushedCourseWorkSchema>;

/**
 * Spec §4 'Assignment form': after the local save, 'Envoyer vers Google Classroom' creates the coursework
 * at Google (`POST courses/{externalId}/courseWork`). Sent again, it answers the coursework made the first time.
 */
export const pushCourseWork = defineRequest(
  classroomPushSubjects.courseWorkPush,
  pushCourseWorkInputSchema,
  pushedCourseWorkSchema,
);
