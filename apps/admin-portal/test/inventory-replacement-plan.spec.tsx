/**
 * @jest-environment jsdom
 */
import { type AdminApi, renderAdmin, startAdminApi } from './inventory-harness.js';
import { notFound } from '@crescendo/web-kit/testing';
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReplacementPlanPanel } from '../src/inventory/replacement-plan-panel.js';
import { ScoresPanel } from '../src/inventory/scores-panel.js';

const years = ['2026-2027', '2027-2028', '2028-2029', '2029-2030', '2030-2031'];
const year = (schoolYear: string, count = 0, costCents = 0, unpriced = 0) => ({
  schoolYear,
  count,
  costCents,
  unpriced,
});
const plan = (settings = { maxAgeYears: 15, repairRatioPercent: 50, saved: false }) => ({
  settings,
  schoolYears: years,
  families: [
    {
      family: 'cordes',
      years: [year(years[0]!, 1, 60_000), year(years[1]!, 1, 80_000), ...years.slice(2).map((y) => year(y))],
      unknown: 0,
    },
    {
      family: 'bois',
      years: [year(years[0]!), year(years[1]!, 1, 120_000), ...years.slice(2).map((y) => year(y))],
      unknown: 1,
    },
    { family: 'cuivres', years: years.map((y) => year(y)), unknown: 0 },
    {
      family: 'percussions',
      years: [year(years[0]!, 1, 0, 1), ...years.slice(1).map((y) => year(y))],
      unknown: 0,
    },
  ],
  totals: [year(years[0]!, 2, 60_000, 1), year(years[1]!, 2, 200_000), ...years.slice(2).map((y) => year(y))],
  unknown: 1,
  dueNow: { 'out-of-service': 1, repairs: 0, age: 1 },
  nextYear: { schoolYear: '2027-2028', costCents: 200_000 },
  instruments: 6,
});

/**
 * Issue 27 §7: the 'Plan de remplacement' tab shows the plan per family and year, checks its settings in French
 * before sending them, and says what 'Ajouter au budget' did; §1: a scores file the server refuses is listed
 * line by line, nothing imported.
 */
describe("the admin's replacement plan and the scores' CSV import", () => {
  let api: AdminApi;
  const saved: unknown[] = [];
  const imported: unknown[] = [];
  let budgetClicks = 0;

  beforeAll(async () => {
    Blob.prototype.text ??= function (this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
    api = await startAdminApi(({ method, path, body }) => {
      if (path === '/inventory/replacement-plan' && method === 'GET') return { status: 200, body: plan() };
      if (path === '/inventory/replacement-settings' && method === 'PUT') {
        saved.push(body);
        return {
          status: 200,
          body: plan({ ...(body as { maxAgeYears: number; repairRatioPercent: number }), saved: true }),
        };
      }
      if (path === '/inventory/replacement-plan/budget' && method === 'POST') {
        budgetClicks += 1;
        return {
          status: 200,
          body: {
            schoolYear: '2027-2028',
            planCents: 200_000,
            addedCents: budgetClicks === 1 ? 200_000 : 0,
            plannedCents: 200_000,
            budgetCreated: false,
          },
        };
      }
      if (path === '/inventory/scores' && method === 'GET')
        return { status: 200, body: { scores: [], nextCursor: null } };
      if (path === '/inventory/scores/import' && method === 'POST') {
        imported.push(body);
        return {
          status: 422,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Aucune ligne importée : 2 ligne(s) à corriger.',
              messageKey: 'inventory.importRefused',
              params: { count: 2 },
              fieldMessages: {
                '3.title': { key: 'validation.scoreTitleRequired' },
                '4.ensemble': { key: 'validation.scoreEnsemble' },
              },
            },
          },
        };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    // jsdom draws no canvas (chart.js says so on the console): the table carries the figures here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows each family’s replacements per school year, this year’s first, the unknown apart', async () => {
    renderAdmin(api.apiBase, <ReplacementPlanPanel />);
    const table = await screen.findByRole('table', {
      name: 'Remplacements prévus par famille et par année scolaire',
    });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Famille', '2026-2027 (maintenant)', ...years.slice(1), 'Date inconnue']);
    const cordes = within(table).getByRole('row', { name: /^Cordes/ });
    expect(within(cordes).getAllByRole('cell')[1]!.textContent).toMatch(/^1 instrument · 800,00\s\$/);
    const percussions = within(table).getByRole('row', { name: /^Percussions/ });
    expect(within(percussions).getAllByRole('cell')[0]!.textContent).toMatch(
      /^1 instrument · 0,00\s\$.*dont 1 sans prix$/,
    );
    expect(screen.getByText(/1 instrument sans date d’achat/)).toBeTruthy();
    expect(screen.getByText(/^Année prochaine \(2027-2028\) : 2\s000,00\s\$/)).toBeTruthy();
  });

  it('refuses settings out of bounds in French before sending, and saves good ones', async () => {
    renderAdmin(api.apiBase, <ReplacementPlanPanel />);
    const user = userEvent.setup();
    const age = await screen.findByLabelText('Âge de remplacement (années)');
    await waitFor(() => expect((age as HTMLInputElement).value).toBe('15'));
    fireEvent.change(age, { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('L’âge de remplacement est un nombre entier d’années, de 5 à 50.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(age, { target: { value: '20' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Paramètres enregistrés');
    expect(saved).toEqual([{ maxAgeYears: 20, repairRatioPercent: 50 }]);
  });

  it('says what ‘Ajouter au budget’ did, and that a second click changed nothing', async () => {
    renderAdmin(api.apiBase, <ReplacementPlanPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter au budget' }));
    const status = await screen.findByText(/^Montant ajouté au budget 2027-2028/);
    expect(status.textContent).toMatch(
      /^Montant ajouté au budget 2027-2028 Catégorie Instruments du budget 2027-2028 : 2\s000,00\s\$.* prévus\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter au budget' }));
    await screen.findByText(/^Le budget 2027-2028 contient déjà ce montant : rien n’a changé\./);
  });

  it('sends a scores file whole and lists each line the server refused, with its column', async () => {
    const { container } = renderAdmin(api.apiBase, <ScoresPanel />);
    await screen.findByRole('button', { name: 'Importer (CSV)' });
    const csv = [
      'Titre;Compositeur;Niveau;Ensemble;Parties et exemplaires;Propriété',
      'Pirates des Caraïbes;Klaus Badelt;2,5;Harmonie;Flûte 1 (3) | Trompette 1;Achetée',
      ';;;Chorale;;',
      'Fanfare;;;Fanfare;;',
    ].join('\r\n');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([`\uFEFF${csv}`], 'partitions.csv', { type: 'text/csv' })] },
    });
    const refused = await screen.findByText(
      'Aucune ligne importée : corrigez ces lignes puis importez le fichier de nouveau',
    );
    const list = refused.closest('[role="alert"]') ?? refused.parentElement!.parentElement!;
    await waitFor(() =>
      expect(
        within(list as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Ligne 3 — Titre : Le titre de la partition est requis.',
        'Ligne 4 — Ensemble : Choisissez un ensemble : Harmonie, Orchestre à cordes, Orchestre symphonique, Jazz, Chorale, Musique de chambre ou Autre.',
      ]),
    );
    expect(imported).toEqual([
      {
        rows: [
          {
            line: 2,
            score: expect.objectContaining({
              title: 'Pirates des Caraïbes',
              level: 2.5,
              ensemble: 'concert-band',
              ownership: 'owned',
              parts: [
                { name: 'Flûte 1', copies: 3 },
                { name: 'Trompette 1', copies: 1 },
              ],
            }),
          },
          { line: 3, score: expect.objectContaining({ title: '', ensemble: 'choir' }) },
          { line: 4, score: expect.objectContaining({ title: 'Fanfare', ensemble: 'Fanfare' }) },
        ],
      },
    ]);
  });
});
