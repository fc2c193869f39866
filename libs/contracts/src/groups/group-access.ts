import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { groupSchema } from './group.js';

/**
 * What an actor needs of a group. `see`: read it, its chat (its students, its teachers, the admins).
 * `teach`: the pedagogy on it — assign, follow practice, grade, moderate the chat, charge its students
 * (its lead teacher, its co-teachers, the admins). `manage`: change the group itself — rename, archive,
 * delete, codes, members, co-teachers (its lead teacher and the admins).
 */
export const groupNeedSchema = z.enum(['see', 'teach', 'manage']);
export type GroupNeed = z.infer<typeof groupNeedSchema>;

/** How the actor stands to a group; an admin of its organisation is an admin even when they also teach it. */
export const groupRelationSchema = z.enum(['admin', 'lead-teacher', 'co-teacher', 'student']);
export type GroupRelation = z.infer<typeof groupRelationSchema>;

/** Not visible: `not-found` (nobody learns another's group exists); visible, need unmet: `forbidden`. */
export const groupDecisionSchema = z.discriminatedUnion('access', [
  z.object({
    groupId: z.string().uuid(),
    access: z.literal('granted'),
    relation: groupRelationSchema,
    /** Every need the actor meets on the group (decided by groups, so no caller maps relations itself). */
    can: z.array(groupNeedSchema),
    group: groupSchema,
  }),
  z.object({ groupId: z.string().uuid(), access: z.enum(['not-found', 'forbidden']) }),
]);
export type GroupDecision = z.infer<typeof groupDecisionSchema>;

export const maxAccessCheckGroups = 100;

export const groupAccessSubjects = {
  check: 'groups.access.check',
  inScope: 'groups.access.in-scope',
} as const;

/** The decision for each group asked, in the order asked (duplicates answered once). */
export const checkGroupAccess = defineRequest(
  groupAccessSubjects.check,
  z.object({
    groupIds: z.array(z.string().uuid()).min(1).max(maxAccessCheckGroups),
    need: groupNeedSchema,
  }),
  z.object({ decisions: z.array(groupDecisionSchema) }),
);

/**
 * Every group the actor meets the need on (archived ones included), with the relation; with `groupId`,
 * that group alone, or the NOT_FOUND / FORBIDDEN of the rule above. `organizationWide`: an admin without a
 * group asked answers for every student of the organisation, in a group or not.
 */
export const groupsInScope = defineRequest(
  groupAccessSubjects.inScope,
  z.object({ need: groupNeedSchema, groupId: z.string().uuid().optional() }),
  z.object({
    organizationWide: z.boolean(),
    groups: z.array(
      z.object({ relation: groupRelationSchema, can: z.array(groupNeedSchema), group: groupSchema }),
    ),
  }),
);
