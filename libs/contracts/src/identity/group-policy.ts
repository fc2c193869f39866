import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { policyKeySchema, policyLevelSchema, policyRowSchema, policyValueSchema } from './policy.js';

/**
 * A group's own settings (issue 25 §3, decision 0057): where the key's definition allows the group level and
 * neither the board nor the school locked it, whoever manages the group (its lead teacher, the school's
 * administrators: groups decides) sets the group's value. Every change is logged with who and when.
 */
export const listGroupPolicies = defineRequest(
  'identity.policy.group.list',
  z.object({ groupId: z.string().uuid() }),
  z.object({ level: z.literal('group'), policies: z.array(policyRowSchema) }),
);

export const setGroupPolicy = defineRequest(
  'identity.policy.group.set',
  z.object({ groupId: z.string().uuid(), key: policyKeySchema, value: policyValueSchema }),
  policyRowSchema,
);

export const clearGroupPolicy = defineRequest(
  'identity.policy.group.clear',
  z.object({ groupId: z.string().uuid(), key: policyKeySchema }),
  policyRowSchema,
);

/** One change of a setting: where (the board, a school, a group of a school), what, who and when. */
export const policyChangeSchema = z.object({
  id: z.string(),
  level: policyLevelSchema,
  organizationName: z.string(),
  groupId: z.string().uuid().nullable(),
  key: policyKeySchema,
  /** Null: the level's own value was dropped (the level above applies again). */
  value: policyValueSchema.nullable(),
  allowOverride: z.boolean().nullable(),
  /** Null when that account no longer exists. */
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type PolicyChange = z.infer<typeof policyChangeSchema>;

export const policyChangesPage: PageSize = { default: 25, max: 100 };

/**
 * The log of the changes an administrator may see, newest first: a board's administrator, the board's and its
 * schools' (their overrides); a school's administrator, the school's and its groups'.
 */
export const listPolicyChanges = defineRequest(
  'identity.policy.changes.list',
  z.object(pageQueryShape(policyChangesPage)),
  z.object({ changes: z.array(policyChangeSchema), ...nextCursorShape }),
);
