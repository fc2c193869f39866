/**
 * Limits of a group's fields. Spec §5: the name is required and blank after trimming does nothing;
 * the description is optional. The spec gives no lengths: these keep a card and a modal readable.
 */
export const groupNameMaxLength = 120;
export const groupDescriptionMaxLength = 2000;

/** A name as stored, or null when it is blank after trimming (then nothing is created). */
export function cleanGroupName(input: string): string | null {
  const name = input.trim().replace(/\s+/g, ' ');
  return name.length === 0 ? null : name;
}

/** Spec §3: where a group comes from. */
export const groupSources = ['manual', 'google-classroom', 'microsoft-teams'] as const;
export type GroupSource = (typeof groupSources)[number];

/** Spec §6 and §9: the special administrator's sample groups, with their fixed codes. */
export const sampleGroups = [
  { name: 'Musique générale', connectionCode: 'ADMIN01' },
  { name: 'Orchestre', connectionCode: 'ADMIN02' },
  { name: 'Chorale', connectionCode: 'ADMIN03' },
] as const;
