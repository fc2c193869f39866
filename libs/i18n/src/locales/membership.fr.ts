/**
 * French strings of the header's school and role picker (issue 25 §2, decision 0050): 'École' for a person of
 * several schools, 'Changer de rôle' for one who holds two roles in the chosen school.
 */
export const membershipFr = {
  region: 'École et rôle',
  school: 'École',
  changeRole: 'Changer de rôle',
  roles: {
    admin: 'Administrateur',
    teacher: 'Enseignant',
    student: 'Élève',
    'board-admin': 'Administrateur du centre de services',
  },
  switchFailed: 'Erreur lors du changement de rôle.',
} as const;
