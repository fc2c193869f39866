import { z } from 'zod';

/**
 * A school's `admin`, `teacher` and `student`; `board-admin`, the administrator of a school board
 * ('Administrateur du centre de services', decision 0050), holds it in the board only: no school route
 * admits it, and every service's school scope refuses it.
 */
export const roles = ['admin', 'teacher', 'student', 'board-admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The roles held in a school. */
export const schoolRoleSchema = z.enum(['admin', 'teacher', 'student']);
export type SchoolRole = z.infer<typeof schoolRoleSchema>;

/** Who is asking. Resolved by the gateway from a verified token; services trust nothing else. */
export const actorSchema = z.object({
  userId: z.string().uuid(),
  organizationId: z.string().uuid().nullable(),
  roles: z.array(roleSchema),
  /** The board of the school acted in (decision 0050); absent for a standalone school, a board or none. */
  boardId: z.string().uuid().nullable().optional(),
  /** When the user last typed their credentials (the token's `auth_time`, seconds): sudo mode checks it. */
  authTime: z.number().int().nonnegative().optional(),
});
export type Actor = z.infer<typeof actorSchema>;
