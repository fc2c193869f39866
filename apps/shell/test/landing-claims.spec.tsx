/** @jest-environment jsdom */
// Imported first: it lends jsdom the TextEncoder react-router reads at load.
import '@crescendo/web-kit/testing';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { landingClaims, type Evidence } from '../src/pages/landing-claims.js';
import { LandingPage } from '../src/pages/landing-page.js';

// Issue 32 §6: the landing page claims only what exists. Its claims come from landing-claims.ts, each with the
// portal page that provides it; these tests hold the strings shown and check every piece of evidence.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const words = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const section = (name: string) => screen.getByRole('region', { name });

describe('the landing page, in French', () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
  });

  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <LandingPage />
      </MemoryRouter>,
    );
  });

  it('says what Crescendo offers, scores included, without gamification or students’ AI', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'La gestion de votre département de musique, en un seul endroit',
    );
    expect(screen.getByText(/^Budget, inventaire/).textContent).toBe(
      'Budget, inventaire des instruments et des partitions, outils pédagogiques et Maestro IA, l’assistant IA des enseignants, pour les écoles du Québec.',
    );
  });

  it('shows the four highlights as they exist', () => {
    expect(words(section('Tout ce dont votre département a besoin'))).toEqual([
      'Gestion du budgetSuivez les achats, les sommes à régler et les paiements de chaque élève.',
      'Inventaire des instruments et des partitionsSachez où se trouve chaque instrument, à quel élève il est prêté, et quelles partitions l’école possède.',
      'Outils pédagogiquesPratiques assignées, rapports de pratique et statistiques, pour l’enseignant comme pour l’élève.',
      'Maestro IAUn assistant IA pour accompagner les enseignants : il rédige le brouillon du bilan d’un élève à partir de ses pratiques et de ses devoirs, que l’enseignant relit et approuve. L’école choisit de l’activer.',
    ]);
  });

  it('lists the features, in the spec’s words where they exist', () => {
    expect(words(section('Fonctionnalités'))).toEqual([
      "Programme de formation de l'école québécoise intégré",
      'Intégration Google Classroom',
      'Gestion des groupes',
      'Calendrier de planification',
      'Rapports de pratique et bulletins, avec le travail de l’étape compté automatiquement',
    ]);
  });

  it('states the benefits without claiming compliance with a law', () => {
    const benefits = words(section('Avantages'));
    expect(benefits).toEqual([
      'Gain de tempsMoins de tâches administratives, plus de musique.',
      'Meilleure pédagogieUn suivi de la pratique de chaque élève.',
      'Protection des donnéesChacun peut télécharger ses données et supprimer son compte, et l’école règle combien de temps elles sont conservées.',
    ]);
    expect(document.body.textContent).not.toMatch(/RGPD|Loi 25|conformément|ludique/i);
  });
});

/** The pages each portal really has (not 'coming soon'), read from its source: an app never imports another. */
function portalPages() {
  const listed = (file: string) => [...read(file).matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  // The teacher's built pages each have their own <Route path="…">; the others fall to ComingSoonPage.
  const teacherRoutes = [
    ...read('apps/teacher-portal/src/app.tsx').matchAll(/<Route\s+path="([^"*]+)"/g),
  ].map((match) => match[1]);
  // The admin's built pages are the keys of its `built` record; the others fall to ComingSoonPage.
  const adminApp = read('apps/admin-portal/src/app.tsx');
  const builtRecord = adminApp.slice(
    adminApp.indexOf('const built'),
    adminApp.indexOf('\n};', adminApp.indexOf('const built')),
  );
  const adminBuilt = [...builtRecord.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
  const studentRoutes = [
    ...read('apps/student-portal/src/app.tsx').matchAll(/<Route\s+path="([^"*]+)"/g),
  ].map((match) => match[1]);
  const studentTabs = [
    ...(/studentTabs = \[([^\]]+)\]/.exec(read('apps/student-portal/src/tabs.ts'))?.[1] ?? '').matchAll(
      /'([^']+)'/g,
    ),
  ].map((match) => match[1]);
  return {
    teacher: listed('apps/teacher-portal/src/pages.ts').filter((page) => teacherRoutes.includes(page)),
    admin: listed('apps/admin-portal/src/pages.ts').filter((page) => adminBuilt.includes(page)),
    student: studentRoutes,
    studentTabs,
  };
}

/** Whether a portal page exists, as the shell mounts the portals at /admin, /teacher and /student. */
function exists(route: string, pages: ReturnType<typeof portalPages>): boolean {
  const [, portal, page, query] =
    /^\/(admin|teacher|student)\/([\w-]+)(?:\?tab=([\w-]+))?$/.exec(route) ?? [];
  if (!portal || !page) return false;
  if (portal === 'student')
    return pages.student.includes(page) && (!query || pages.studentTabs.includes(query));
  return !query && pages[portal as 'admin' | 'teacher'].includes(page);
}

describe('the landing page’s claims', () => {
  const pages = portalPages();

  it('finds the portals’ pages it checks against', () => {
    // A change of the portals' files that this reading no longer understands fails here, not silently below.
    expect(pages.teacher).toEqual(expect.arrayContaining(['groupes', 'devoirs', 'bulletins', 'maestro']));
    expect(pages.admin).toEqual(expect.arrayContaining(['groupes', 'budget', 'planification', 'reglages']));
    expect(pages.student).toEqual(['dashboard']);
    expect(pages.studentTabs).toEqual(expect.arrayContaining(['pratique', 'finance', 'profil']));
    expect(exists('/teacher/nulle-part', pages)).toBe(false);
    expect(read('apps/shell/src/session/session-routes.tsx')).toMatch(
      /path="\/admin\/\*"[\s\S]*path="\/teacher\/\*"[\s\S]*path="\/student\/\*"/,
    );
  });

  it.each(landingClaims.map((claim) => [`${claim.section}.${claim.key}`, claim.evidence] as const))(
    '%s rests on evidence that exists',
    (_claim, evidence: readonly Evidence[]) => {
      expect(evidence.length).toBeGreaterThan(0);
      for (const { route, source } of evidence) {
        expect([route, exists(route, pages)]).toEqual([route, true]);
        expect([source, existsSync(`${root}${source}`)]).toEqual([source, true]);
      }
    },
  );

  it('covers every highlight, feature and benefit the catalogue holds', () => {
    const french = initPreloadedI18n('fr', [initReactI18next]).getResourceBundle('fr', 'translation')
      .landing as Record<string, Record<string, unknown>>;
    const claimed = (section: string) =>
      landingClaims.filter((claim) => claim.section === section).map((claim) => claim.key);
    for (const section of ['highlights', 'features', 'benefits'] as const) {
      expect([section, claimed(section).sort()]).toEqual([
        section,
        Object.keys(french[section]!)
          .filter((key) => key !== 'title')
          .sort(),
      ]);
    }
  });
});
