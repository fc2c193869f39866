import { z } from 'zod';
import { policyKeys, policyLevels, type PolicyKey } from '@crescendo/domain';
import { defineRequest } from '../common/request.js';

/**
 * Policies a board sets once and a school overrides where the board allows it (issue 25 §3, decision 0050):
 * the keys, kinds and defaults are the domain's (`libs/domain/src/board/policies.ts`); identity stores each
 * level's setting with who set it and when, and decides for the services.
 */
export const policyKeySchema = z.enum(policyKeys as [PolicyKey, ...PolicyKey[]], {
  error: 'validation.policyKey',
});
export type PolicyKeyWire = z.infer<typeof policyKeySchema>;
export const policyLevelSchema = z.enum(policyLevels);
/** A setting's value as the key takes it (a boolean, a choice, a whole number): checked by the domain. */
export const policyValueSchema = z.union([z.boolean(), z.string().max(100), z.number()]);

export const policyDecisionSchema = z.object({
  key: policyKeySchema,
  value: policyValueSchema,
  decidedBy: z.union([policyLevelSchema, z.literal('default')]),
  lockedBy: policyLevelSchema.nullable(),
});
export type PolicyDecisionWire = z.infer<typeof policyDecisionSchema>;

/** One key on the settings page of a board or a school: what applies, what this level set, what it may do. */
export const policyRowSchema = policyDecisionSchema.extend({
  /** This level's own setting, if any. */
  own: z.object({ value: policyValueSchema, allowOverride: z.boolean(), setAt: z.string() }).nullable(),
  /** Whether this level may set its own value (the key allows the level; no level above locked it). */
  editable: z.boolean(),
});
export type PolicyRow = z.infer<typeof policyRowSchema>;

/** Every key for the actor's board or school (its administrators only). */
export const listPolicies = defineRequest(
  'identity.policy.list',
  z.object({}),
  z.object({ level: policyLevelSchema, policies: z.array(policyRowSchema) }),
);

/** The actor's board or school sets its value; `allowOverride` lets the levels below set theirs. */
export const setPolicy = defineRequest(
  'identity.policy.set',
  z.object({ key: policyKeySchema, value: policyValueSchema, allowOverride: z.boolean().default(true) }),
  policyRowSchema,
);

/** The actor's board or school drops its own value: the level above (or the default) applies again. */
export const clearPolicy = defineRequest(
  'identity.policy.clear',
  z.object({ key: policyKeySchema }),
  policyRowSchema,
);

/** What applies to the actor's school (and group, when given): asked by the services as the actor. */
export const decidePolicyRequest = defineRequest(
  'identity.policy.decide',
  z.object({ key: policyKeySchema, groupId: z.string().uuid().optional() }),
  policyDecisionSchema,
);
