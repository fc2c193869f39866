/**
 * The platform's roles as realm roles, and the groups a board's identity team puts people in (or maps its
 * directory's groups to) to give them: Keycloak's "group → role" mapping. The platform decides the role in a
 * school from its own memberships; a token's roles only bound what a person may claim (decision 0050).
 */
export const platformRoles = ['admin', 'teacher', 'student', 'board-admin'] as const;
export type PlatformRole = (typeof platformRoles)[number];

export const roleGroups: Record<PlatformRole, string> = {
  admin: 'Administration',
  teacher: 'Enseignants',
  student: 'Élèves',
  'board-admin': 'Direction du centre de services',
};

export const roleDescriptions: Record<PlatformRole, string> = {
  admin: "Administrateur d'une école ou du centre de services",
  teacher: 'Enseignant de musique',
  student: 'Élève',
  'board-admin': 'Administrateur du centre de services',
};
