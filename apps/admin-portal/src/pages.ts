/** The admin portal's pages (spec §2, second description): path under /admin and navigation label key. */
export const adminPages = [
  { path: 'groupes', nav: 'nav.groups' },
  { path: 'devoirs', nav: 'nav.practices' },
  { path: 'messages', nav: 'nav.messages' },
  { path: 'budget', nav: 'nav.budget' },
  { path: 'inventaire', nav: 'nav.inventory' },
  { path: 'roles', nav: 'nav.team' },
  { path: 'planification', nav: 'nav.planning' },
  { path: 'etapes', nav: 'nav.terms' },
  { path: 'reglages', nav: 'nav.policies' },
  { path: 'confidentialite', nav: 'nav.privacy' },
  { path: 'profil', nav: 'nav.profile' },
] as const;

export type AdminPage = (typeof adminPages)[number]['path'];
