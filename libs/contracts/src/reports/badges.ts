import { z } from 'zod';
import { badgeEvidenceMax, badgeKinds, badgeLabelMax, refuseBadge } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';

/**
 * 'Badge accordé' (issue 29 §4): a teacher of the group grants a student of it a badge for evidence they
 * confirmed ('Tempo atteint', 'Pièce interprétée', 'Gamme réussie', or a label of their own). The student sees
 * their own; no other student does; no points, no ranking, no prize. Gated by `gamification.enabled`.
 */
export const badgeKindSchema = z.enum(badgeKinds, { error: 'badges.kind' });
export type BadgeKind = z.infer<typeof badgeKindSchema>;

export const badgeSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  studentId: z.string().uuid(),
  kind: badgeKindSchema,
  label: z.string().nullable(),
  evidence: z.string().nullable(),
  grantedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .pipe(freeText({ multiline: false }).max(max, message))
    .nullish()
    .transform((text) => (text ? text : null));

/** What the teacher fills in ('Accorder un badge'): the HTTP body. */
export const badgeFieldsSchema = z.object({
  studentId: z.string({ error: 'badges.studentRequired' }).uuid('badges.studentRequired'),
  kind: badgeKindSchema,
  label: optionalText(badgeLabelMax, 'badges.labelMax'),
  evidence: optionalText(badgeEvidenceMax, 'badges.evidenceMax'),
});

export const grantBadgeInputSchema = badgeFieldsSchema
  .extend({ groupId: z.string().uuid() })
  .superRefine((input, context) => {
    const refusal = refuseBadge(input);
    if (refusal) context.addIssue({ code: 'custom', path: ['label'], message: refusal });
  });

export const badgePage: PageSize = { default: 30, max: 100 };
/** A student holds at most this many badges of a group. */
export const badgesPerStudentMax = 200;

export const badgeSubjects = {
  grant: 'reports.badge.grant',
  remove: 'reports.badge.delete',
  listGroup: 'reports.badge.list-group',
  listMine: 'reports.badge.list-mine',
} as const;

export const grantBadge = defineRequest(badgeSubjects.grant, grantBadgeInputSchema, badgeSchema);

/** A badge granted by mistake is taken back by a teacher of the group. */
export const removeBadge = defineRequest(
  badgeSubjects.remove,
  z.object({ badgeId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

/** The badges granted in a group, newest first (its teachers). */
export const listGroupBadges = defineRequest(
  badgeSubjects.listGroup,
  z.object({ groupId: z.string().uuid(), ...pageQueryShape(badgePage) }),
  z.object({ badges: z.array(badgeSchema), ...nextCursorShape }),
);

/** My badges (a student), newest first, of my groups where the policy is on. */
export const listMyBadges = defineRequest(
  badgeSubjects.listMine,
  z.object({ ...pageQueryShape(badgePage) }),
  z.object({ badges: z.array(badgeSchema.extend({ groupName: z.string() })), ...nextCursorShape }),
);
