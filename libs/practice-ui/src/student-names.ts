import type { DirectoryEntry } from '@crescendo/contracts';

/** 'Prénom Nom', or the catalogue's 'Utilisateur inconnu' for someone the directory no longer has. */
export function studentName(profile: DirectoryEntry | undefined, unknown: string): string {
  if (!profile) return unknown;
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
}

export function profilesById(profiles: readonly DirectoryEntry[] = []): Map<string, DirectoryEntry> {
  return new Map(profiles.map((profile) => [profile.id, profile]));
}
