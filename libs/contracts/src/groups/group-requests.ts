import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { groupDescriptionSchema, groupNameSchema, groupSchema } from './group.js';

const groupRef = z.object({ groupId: z.string().uuid() });

/**
 * Frozen subjects of the groups service (style.md §3): a subject changes only with a migration plan.
 * Every request carries the actor; the service scopes everything by the actor's organisation.
 */
export const groupSubjects = {
  create: 'groups.group.create',
  update: 'groups.group.update',
  archive: 'groups.group.archive',
  delete: 'groups.group.delete',
  list: 'groups.group.list',
  get: 'groups.group.get',
  regenerateCode: 'groups.code.regenerate',
  join: 'groups.membership.join',
  removeMember: 'groups.membership.remove',
  moveMember: 'groups.membership.move',
  roster: 'groups.roster.get',
  createSampleGroups: 'groups.admin.create-sample-groups',
} as const;

/** 'Nouveau Groupe'. A teacher creates for themself; an admin may name the teacher. */
export const createGroupInputSchema = z.object({
  name: groupNameSchema,
  description: groupDescriptionSchema.nullable().optional(),
  teacherId: z.string().uuid().optional(),
});
export const createGroup = defineRequest(groupSubjects.create, createGroupInputSchema, groupSchema);

/** Rename, describe; an admin also reassigns the teacher. */
const updateFields = z.object({
  name: groupNameSchema.optional(),
  description: groupDescriptionSchema.nullable().optional(),
  teacherId: z.string().uuid().optional(),
});
const somethingToChange = (input: z.output<typeof updateFields>) =>
  input.name !== undefined || input.description !== undefined || input.teacherId !== undefined;
const nothingToChange = { message: 'validation.nothingToChange' };
export const updateGroupInputSchema = updateFields.refine(somethingToChange, nothingToChange);
export const updateGroup = defineRequest(
  groupSubjects.update,
  groupRef.extend(updateFields.shape).refine(somethingToChange, nothingToChange),
  groupSchema,
);

export const archiveGroupInputSchema = z.object({ archived: z.boolean() });
export const archiveGroup = defineRequest(
  groupSubjects.archive,
  groupRef.extend(archiveGroupInputSchema.shape),
  groupSchema,
);

/** Erases the group and its memberships (the front end asks for confirmation first). */
export const deleteGroup = defineRequest(
  groupSubjects.delete,
  groupRef,
  z.object({ deleted: z.literal(true) }),
);

export const listGroupsQuerySchema = z.object({ includeArchived: z.boolean().default(false) });
/**
 * Teacher: their groups; admin: every group of the organisation; student: the groups they are in.
 * `canCreateSampleGroups`: the special administrator has no group yet ('Créer Groupes Admin').
 */
export const listGroups = defineRequest(
  groupSubjects.list,
  listGroupsQuerySchema,
  z.object({ groups: z.array(groupSchema), canCreateSampleGroups: z.boolean() }),
);

export const getGroup = defineRequest(groupSubjects.get, groupRef, groupSchema);

/** A new code; the old one stops working at once. */
export const regenerateCode = defineRequest(groupSubjects.regenerateCode, groupRef, groupSchema);

/** Spec §6: the special administrator's three sample groups, codes ADMIN01–ADMIN03. */
export const createSampleGroups = defineRequest(
  groupSubjects.createSampleGroups,
  z.object({}),
  z.object({ groups: z.array(groupSchema) }),
);
