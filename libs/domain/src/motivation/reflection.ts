/**
 * A short reflection after practice (issue 29 §4): the goal of the session, the strategy tried, how it went
 * (self-regulated practice: goal → strategy → evaluation). Each part is optional but not all of them.
 */
export const reflectionPartMax = 500;
export const reflectionParts = ['goal', 'strategy', 'outcome'] as const;
export type ReflectionPart = (typeof reflectionParts)[number];

export type ReflectionRefusal = 'reflections.empty';

/** A reflection says something: at least one part not blank. */
export function refuseReflection(reflection: Record<ReflectionPart, string>): ReflectionRefusal | null {
  return reflectionParts.some((part) => reflection[part].trim().length > 0) ? null : 'reflections.empty';
}
