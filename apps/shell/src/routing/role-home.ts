import type { Role } from '@crescendo/contracts';

/** Spec §2, /dashboard: each role's landing page. */
export const roleHome: Record<Role, string> = {
  admin: '/admin/groupes',
  teacher: '/teacher/groupes',
  student: '/student/dashboard',
};
