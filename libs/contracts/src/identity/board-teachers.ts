import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';

/** A teacher of one of the board's schools, as its board sees them to move them (issue 25 §1). */
export const boardTeacherSchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type BoardTeacher = z.infer<typeof boardTeacherSchema>;

export const boardTeachersPage: PageSize = { default: 50, max: 100 };

/** The teachers of a school of the actor's board, by e-mail, a page at a time (board administrators only). */
export const listBoardSchoolTeachers = defineRequest(
  'identity.board.teachers.list',
  z.object({ schoolId: z.string().uuid(), ...pageQueryShape(boardTeachersPage) }),
  z.object({ teachers: z.array(boardTeacherSchema), ...nextCursorShape }),
);

/**
 * 'Déplacer vers une autre école': the teacher stops teaching in one school of the board and teaches in another
 * (decision 0057: their groups stay with the school they belong to). Their other roles, in that school or
 * elsewhere, are left as they are.
 */
export const moveBoardTeacher = defineRequest(
  'identity.board.teachers.move',
  z.object({ userId: z.string().uuid(), fromSchoolId: z.string().uuid(), toSchoolId: z.string().uuid() }),
  z.object({ userId: z.string().uuid(), schoolId: z.string().uuid() }),
);
