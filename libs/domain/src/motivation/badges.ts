/**
 * 'Badge accordé' (issue 29 §4): a badge marks real evidence a teacher confirmed — a tempo reached, a piece
 * performed, a scale passed, or what the teacher names. No points, no prize, no ranking: a student sees their
 * own badges and nobody else's (expected rewards harm children's motivation most: Deci, Koestner & Ryan 1999;
 * badges shown to all lowered it over a semester: Hanus & Fox 2015).
 */
export const badgeKinds = ['tempo', 'piece', 'scale', 'custom'] as const;
export type BadgeKind = (typeof badgeKinds)[number];
/** The label of a custom badge, and the evidence noted with any ('96 à la noire', 'Concert de Noël'). */
export const badgeLabelMax = 60;
export const badgeEvidenceMax = 200;

export type BadgeRefusal = 'badges.labelRequired' | 'badges.labelOnlyCustom';

/** A custom badge names itself; the others carry their kind's name and no label. */
export function refuseBadge(badge: { kind: BadgeKind; label: string | null }): BadgeRefusal | null {
  if (badge.kind === 'custom' && !badge.label) return 'badges.labelRequired';
  if (badge.kind !== 'custom' && badge.label) return 'badges.labelOnlyCustom';
  return null;
}
