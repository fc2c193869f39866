/** A board administrator's pages (decision 0050): path under /admin and navigation label key. */
export const boardPages = [
  { path: 'ecoles', nav: 'nav.schools' },
  { path: 'tableau-de-bord', nav: 'nav.boardDashboard' },
  { path: 'connexion-par-domaine', nav: 'nav.signInDomains' },
  { path: 'reglages', nav: 'nav.policies' },
  { path: 'confidentialite', nav: 'nav.privacy' },
  { path: 'profil', nav: 'nav.profile' },
] as const;

export type BoardPage = (typeof boardPages)[number]['path'];
