import { z } from 'zod';

/** Same limits as `@crescendo/domain` (group-limits.ts); contracts stay free of dependencies. */
export const groupNameMax = 120;
export const groupDescriptionMax = 2000;

export const groupSourceSchema = z.enum(['manual', 'google-classroom', 'microsoft-teams']);
export type GroupSourceName = z.infer<typeof groupSourceSchema>;

/** Spec §5: the name is required; blank after trimming creates nothing. */
export const groupNameSchema = z
  .string()
  .trim()
  .min(1, 'groups.nameRequired')
  .max(groupNameMax, 'validation.groupNameMax');
export const groupDescriptionSchema = z.string().trim().max(groupDescriptionMax, 'validation.descriptionMax');

/** The spec's Group (§3), as the groups service answers it. */
export const groupSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null once the teacher's account is erased ('Aucun enseignant assigné'). */
  teacherId: z.string().uuid().nullable(),
  /**
   * Everyone who teaches the group: the lead teacher (first, when there is one) and the co-teachers
   * ('Ajouter un co-enseignant': a band director and a section coach). Who may do what with them is
   * decided by groups (`groups.access.*`), never by reading this list.
   */
  teacherIds: z.array(z.string().uuid()),
  studentIds: z.array(z.string().uuid()),
  /** What the reader may do with the group, as groups decides it (`see`, `teach`, `manage`): screens show only that. */
  viewerCan: z.array(z.enum(['see', 'teach', 'manage'])),
  studentCount: z.number().int().min(0),
  organizationId: z.string().uuid(),
  /** Null when a student reads the group: only its teacher and the admins hand the code out. */
  connectionCode: z.string().nullable(),
  source: groupSourceSchema,
  /** The Classroom course id of an imported group. */
  externalId: z.string().nullable(),
  importedAt: z.string().nullable(),
  /** '2026-2027' */
  schoolYear: z.string().regex(/^\d{4}-\d{4}$/),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const rosterEntrySchema = z.object({ studentId: z.string().uuid(), joinedAt: z.string() });
export const rosterSchema = z.object({ groupId: z.string().uuid(), students: z.array(rosterEntrySchema) });
export type Roster = z.infer<typeof rosterSchema>;
