/** The teacher portal's pages (spec §2): path under /teacher and navigation label key. */
export const teacherPages = [
  { path: 'groupes', nav: 'nav.groups' },
  { path: 'devoirs', nav: 'nav.practices' },
  { path: 'messages', nav: 'nav.musichat' },
  { path: 'etudiants', nav: 'nav.students' },
  { path: 'achats', nav: 'nav.purchases' },
  { path: 'inventaire', nav: 'nav.inventory' },
  { path: 'bulletins', nav: 'nav.reportCards' },
  { path: 'calendrier', nav: 'nav.calendar' },
  { path: 'maestro', nav: 'nav.maestro' },
  { path: 'profil', nav: 'nav.profile' },
] as const;

export type TeacherPage = (typeof teacherPages)[number]['path'];

export function isTeacherPage(value: string | undefined): value is TeacherPage {
  return teacherPages.some((page) => page.path === value);
}

/**
 * What the layout hands to each page: the group chosen in the sidebar (null for 'Tous les groupes'),
 * a way to choose another, and the teacher's groups.
 */
export interface TeacherOutletContext {
  groupId: string | null;
  setGroupId: (groupId: string | null) => void;
}
