/**
 * What the signed-out landing page claims, each claim with the evidence it rests on (issue 32 §6: the landing
 * claims only what exists at each release). The page renders its highlights, features and benefits from these
 * lists and nothing else; `apps/shell/test/landing-claims.spec.tsx` fails when a claim names no evidence, or
 * names a portal page the portals do not declare (or only as 'coming soon') or a source that is not in the
 * repository. A claim whose feature goes, goes with it; a new one comes with its evidence.
 */

/** Where a claim's feature lives. */
export interface Evidence {
  /** The portal page that shows it: `/teacher/<page>`, `/admin/<page>` or `/student/dashboard[?tab=<tab>]`. */
  route: string;
  /** The service, library or module (a path from the repository's root) that provides it. */
  source: string;
}

export interface LandingClaim {
  /** Its strings under `landing.<section>.<key>` in the catalogues. */
  key: string;
  /** At least one: a claim resting on nothing does not type-check (and the test fails). */
  evidence: readonly [Evidence, ...Evidence[]];
}

const budget = [
  { route: '/admin/budget', source: 'services/finance' },
  { route: '/teacher/achats', source: 'services/finance' },
  { route: '/student/dashboard?tab=finance', source: 'libs/finance-ui' },
] as const;

// Instruments and their loans, and the school's scores ('Partitions', issue 27 §1).
const inventory = [
  { route: '/admin/inventaire', source: 'services/inventory' },
  // The admin's 'Partitions' tab.
  { route: '/admin/inventaire', source: 'services/inventory/src/scores.service.ts' },
  // Lending by scan.
  { route: '/teacher/inventaire', source: 'services/inventory' },
  // 'Mes prêts' on the student's welcome page.
  { route: '/student/dashboard', source: 'apps/student-portal/src/inventory' },
] as const;

// Assigned practice, practice reports and statistics. No badges, streaks or levels exist (the policy
// `gamification.enabled` is a setting alone): nothing playful is claimed.
const teaching = [
  { route: '/teacher/devoirs', source: 'services/homework' },
  { route: '/admin/devoirs', source: 'libs/practice-ui' },
  { route: '/student/dashboard?tab=pratique', source: 'services/homework' },
] as const;

// The teacher's 'Bilan de l’élève' (issue 30); students have no Maestro IA screen. Off until the school turns
// it on ('Réglages', `maestro.enabled`).
const maestro = [
  { route: '/teacher/maestro', source: 'services/maestro' },
  { route: '/admin/reglages', source: 'libs/domain/src/board/policies.ts' },
] as const;

/** The hero's subtitle names the four highlights: it rests on theirs. */
export const heroClaim = {
  key: 'subtitle',
  evidence: [...budget, ...inventory, ...teaching, ...maestro],
} as const satisfies LandingClaim;

export const highlightClaims = [
  { key: 'budget', evidence: budget },
  { key: 'inventory', evidence: inventory },
  { key: 'teaching', evidence: teaching },
  { key: 'maestro', evidence: maestro },
] as const satisfies readonly LandingClaim[];

export const featureClaims = [
  // The programme's three music competencies, marked on each report card, and its courses (MUS212 … MUS515).
  {
    key: 'programme',
    evidence: [{ route: '/teacher/bulletins', source: 'libs/domain/src/programme/quebec-programme.ts' }],
  },
  {
    key: 'classroom',
    evidence: [
      { route: '/teacher/groupes', source: 'services/classroom-sync' },
      { route: '/admin/groupes', source: 'libs/classroom-ui' },
    ],
  },
  {
    key: 'groups',
    evidence: [
      { route: '/teacher/groupes', source: 'services/groups' },
      { route: '/admin/groupes', source: 'services/groups' },
      // 'Rejoindre un groupe' by its code.
      { route: '/student/dashboard', source: 'apps/student-portal/src/join-group-form.tsx' },
    ],
  },
  {
    key: 'calendar',
    evidence: [
      { route: '/admin/planification', source: 'services/planning' },
      // 'À venir' on the student's welcome page.
      { route: '/student/dashboard', source: 'apps/student-portal/src/planning' },
    ],
  },
  // Practice reports are the students'; report cards are the teacher's, with the term's work counted for them.
  {
    key: 'reports',
    evidence: [
      { route: '/teacher/devoirs', source: 'services/homework' },
      { route: '/teacher/bulletins', source: 'services/reports/src/term-work.ts' },
      { route: '/admin/etapes', source: 'services/reports' },
      { route: '/student/dashboard', source: 'apps/student-portal/src/report-cards' },
    ],
  },
] as const satisfies readonly LandingClaim[];

export const benefitClaims = [
  // Groups imported from Google Classroom, purchases and lending kept in one place.
  {
    key: 'time',
    evidence: [
      { route: '/teacher/groupes', source: 'services/classroom-sync' },
      { route: '/teacher/achats', source: 'services/finance' },
    ],
  },
  {
    key: 'pedagogy',
    evidence: [{ route: '/teacher/devoirs', source: 'libs/practice-ui/src/practice-follow-up.tsx' }],
  },
  // Export and erasure of one's own data, retention durations set by the school and its purge (decision 0059).
  // No claim of full compliance with a law: issue 31 is not finished.
  {
    key: 'privacy',
    evidence: [
      {
        route: '/student/dashboard?tab=profil',
        source: 'libs/account-ui/src/privacy/data-download-block.tsx',
      },
      { route: '/teacher/profil', source: 'libs/account-ui/src/danger/danger-zone.tsx' },
      { route: '/admin/profil', source: 'services/identity/src/privacy/archive' },
      { route: '/admin/reglages', source: 'services/identity/src/privacy/retention' },
    ],
  },
] as const satisfies readonly LandingClaim[];

/** Every claim of the page, by its catalogue key under `landing`. */
export const landingClaims: readonly (LandingClaim & { section: string })[] = [
  { section: 'hero', ...heroClaim },
  ...highlightClaims.map((claim) => ({ section: 'highlights', ...claim })),
  ...featureClaims.map((claim) => ({ section: 'features', ...claim })),
  ...benefitClaims.map((claim) => ({ section: 'benefits', ...claim })),
];
