/** The student dashboard's tabs (spec §2), chosen through `?tab=` so that a tab can be linked to. */
export const studentTabs = ['pratique', 'chat', 'finance', 'profil'] as const;
export type StudentTab = (typeof studentTabs)[number];

export function isStudentTab(value: string | null): value is StudentTab {
  return studentTabs.some((tab) => tab === value);
}
