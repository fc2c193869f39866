import type { PortalName, Role } from '@crescendo/contracts';

/** Spec §2, /dashboard: each role's landing page; a board's administrator lands on its schools (decision 0050). */
export const roleHome: Record<Role, string> = {
  admin: '/admin/groupes',
  teacher: '/teacher/groupes',
  student: '/student/dashboard',
  'board-admin': '/admin/ecoles',
};

/** The portal each role works in: a board's administrator has the admin portal's board pages. */
export const rolePortal: Record<Role, PortalName> = {
  admin: 'admin',
  teacher: 'teacher',
  student: 'student',
  'board-admin': 'admin',
};
