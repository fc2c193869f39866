/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import {
  maestroProgressLive,
  type Assignment,
  type MaestroProgress,
  type PracticePlan,
} from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { attachLiveChannel, notFound, signedInClient, startApi } from '@crescendo/web-kit/testing';
import type { MyPracticePlansPage, PracticePlanApi } from '../src/practice-plan/practice-plan-api.js';
import { PracticePlanSection } from '../src/practice-plan/practice-plan-section.js';

// Issue 30 §2 'Plan de pratique' in the student's Pratique tab, gated by a parent's consent (issue 31 §7): asked
// from one of my assignments and my difficulty, refused with its reason, listed as drafts then kept.
const assignment = (id: string, title: string): Assignment => ({
  id,
  organizationId: '00000000-0000-4000-8000-0000000000aa',
  groupId: '00000000-0000-4000-8000-0000000000bb',
  teacherId: '00000000-0000-4000-8000-0000000000cc',
  title,
  description: '',
  dueAt: '2026-12-10T21:00:00.000Z',
  dueDate: '2026-12-10',
  dueTime: '16:00',
  wholeGroup: true,
  studentIds: [],
  sendToClassroom: false,
  status: 'active',
  submittedCount: 0,
  waitingCount: 1,
  totalCount: 1,
  myStatus: 'pending',
  createdAt: '2026-11-20T12:00:00.000Z',
});
const etude = assignment('00000000-0000-4000-8000-000000000001', 'Étude no 3');
const gammes = assignment('00000000-0000-4000-8000-000000000002', 'Gammes');

const plan = (id: string, kept: boolean, assignmentDeleted = false): PracticePlan => ({
  id,
  studentId: '00000000-0000-4000-8000-0000000000dd',
  studentName: null,
  groupId: etude.groupId,
  assignmentId: etude.id,
  assignmentTitle: 'Étude no 3',
  assignmentDeleted,
  difficulty: 'Les mesures 12 à 16.',
  language: 'fr',
  sessions: [
    { day: 'Jour 1', minutes: 10, focus: 'Démonstration : lecture lente', goal: 'jouer sans arrêt' },
    { day: 'Jour 2', minutes: 15, focus: 'Démonstration : mesures 12 à 16', goal: 'trois fois sans erreur' },
  ],
  status: kept ? 'kept' : 'draft',
  model: { model: 'crescendo-demo', provider: 'fake-llm', location: 'local', demonstration: true },
  createdAt: '2026-11-28T15:00:00.000Z',
  keptBy: kept ? { id: '00000000-0000-4000-8000-0000000000cc', name: 'Marc Gagnon' } : null,
  keptAt: kept ? '2026-11-29T15:00:00.000Z' : null,
});

const page = (plans: PracticePlan[], more: Partial<MyPracticePlansPage> = {}): MyPracticePlansPage => ({
  enabled: true,
  configured: true,
  demonstration: true,
  plans,
  nextCursor: null,
  ...more,
});

/** The section as the Pratique tab mounts it: my id once the session knows me. */
function SignedInSection({ api }: { api: PracticePlanApi }) {
  const { me } = useAuth();
  return <PracticePlanSection assignments={[etude]} userId={me?.id} api={api} />;
}

function renderSection(api: PracticePlanApi, assignments = [etude, gammes]) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PracticePlanSection assignments={assignments} api={api} />
    </QueryClientProvider>,
  );
}

describe("the student's 'Plan de pratique'", () => {
  it('lists my plans: a draft of Maestro IA, one kept with the teacher’s name, each session and its goal', async () => {
    renderSection({
      list: async () => page([plan('p-1', false), plan('p-2', true, true)]),
      ask: jest.fn<PracticePlanApi['ask']>(),
    });
    expect(await screen.findByRole('heading', { name: 'Plan de pratique' })).toBeTruthy();
    expect(screen.getByText('Modèle de démonstration')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Mes plans de pratique' });
    const items = within(list).getAllByRole('listitem', { name: 'Pour « Étude no 3 »' });
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Brouillon de Maestro IA')).toBeTruthy();
    expect(within(items[1]!).getByText('Généré par Maestro IA — approuvé par Marc Gagnon')).toBeTruthy();
    const sessions = within(items[0]!).getByRole('list', { name: 'Séances de la semaine' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sessions).getByText('Objectif : trois fois sans erreur')).toBeTruthy();
    expect(within(items[0]!).getByText('Ma difficulté : Les mesures 12 à 16.')).toBeTruthy();
    // Its assignment deleted since: still there, with the title it was asked from, marked so.
    expect(within(items[0]!).queryByText(/Devoir supprimé/)).toBeNull();
    expect(
      within(items[1]!).getByText('Devoir supprimé : le plan reste, tel qu’il a été demandé.'),
    ).toBeTruthy();
  });

  it('asks a plan from the assignment chosen and my words, in my language, then lists it', async () => {
    let plans: PracticePlan[] = [];
    const ask = jest.fn(async () => {
      plans = [plan('p-3', false)];
      return plans[0]!;
    });
    renderSection({ list: async () => page(plans), ask });
    const button = await screen.findByRole('button', { name: 'Demander un plan' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Devoir'), { target: { value: gammes.id } });
    fireEvent.change(screen.getByLabelText('Ce qui vous donne de la difficulté'), {
      target: { value: 'Le tempo rapide.' },
    });
    fireEvent.click(button);
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith({
        assignmentId: gammes.id,
        difficulty: 'Le tempo rapide.',
        language: 'fr',
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Pour « Étude no 3 »' })).toBeTruthy();
    expect((screen.getByLabelText('Ce qui vous donne de la difficulté') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('refused for want of a parent’s consent: says the reason', async () => {
    const refusal = Object.assign(new Error('refused'), {
      code: 'FORBIDDEN',
      messageKey: 'maestro.practicePlanConsentPending',
      message: 'x',
    });
    renderSection({ list: async () => page([]), ask: async () => Promise.reject(refusal) });
    fireEvent.change(await screen.findByLabelText('Ce qui vous donne de la difficulté'), {
      target: { value: 'Le rythme.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Plan de pratique indisponible');
    expect(alert.textContent).toContain(
      'Le plan de pratique demande le consentement d’un parent pour un élève de moins de 14 ans. Votre parent a reçu la demande et n’a pas encore répondu.',
    );
  });

  it('shows nothing while Maestro IA is off for the school or no model is connected', async () => {
    const list = jest.fn(async () => page([], { enabled: false }));
    const { container } = renderSection({ list, ask: jest.fn<PracticePlanApi['ask']>() });
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    const unconfigured = jest.fn(async () => page([], { configured: false }));
    const second = renderSection({ list: unconfigured, ask: jest.fn<PracticePlanApi['ask']>() });
    await waitFor(() => expect(unconfigured).toHaveBeenCalled());
    expect(second.container.textContent).toBe('');
  });

  it('pages my plans with “Afficher plus”, and says a plan needs an assignment first', async () => {
    const list = jest.fn(async (cursor: string | undefined) =>
      cursor ? page([plan('p-2', true)]) : page([plan('p-1', false)], { nextCursor: 'next' }),
    );
    renderSection({ list, ask: jest.fn<PracticePlanApi['ask']>() }, []);
    expect(
      await screen.findByText('Aucun devoir pour l’instant : le plan part d’un devoir de votre enseignant.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: 'Pour « Étude no 3 »' })).toHaveLength(2),
    );
    expect(list).toHaveBeenLastCalledWith('next');
  });

  it('while Maestro IA answers: my place in the queue, then the plan as it is written, then the plan', async () => {
    const studentId = '00000000-0000-4000-8000-0000000000dd';
    const api = await startApi(({ path }) =>
      path === '/me'
        ? {
            status: 200,
            body: {
              id: studentId,
              email: 'lea@ecole.test',
              emailVerified: true,
              firstName: 'Léa',
              lastName: 'Roy',
              role: 'student',
              organizationId: '00000000-0000-4000-8000-0000000000aa',
              instrument: null,
              settings: { language: 'fr', currency: 'CAD' },
            },
          }
        : notFound,
    );
    const live = attachLiveChannel(api.server);
    const topic = `user:${studentId}`;
    let plans: PracticePlan[] = [];
    let answerPlan!: () => void;
    const ask = jest.fn(
      (_input: unknown) =>
        new Promise<PracticePlan>((resolve) => {
          answerPlan = () => {
            plans = [plan('p-4', false)];
            resolve(plans[0]!);
          };
        }),
    );
    initPreloadedI18n('fr', [initReactI18next]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      render(
        <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
          <QueryClientProvider client={client}>
            <SignedInSection api={{ list: async () => page(plans), ask }} />
          </QueryClientProvider>
        </AuthProvider>,
      );
      await live.following(topic);
      fireEvent.change(await screen.findByLabelText('Ce qui vous donne de la difficulté'), {
        target: { value: 'Le tempo rapide.' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Demander un plan' }));
      await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
      const key = (ask.mock.calls[0]![0] as { progressKey: string }).progressKey;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);

      const push = (progress: MaestroProgress) => live.push(topic, maestroProgressLive.name, progress);
      push({ key: '00000000-0000-4000-8000-0000000000ff', state: 'waiting', position: 7 });
      push({ key, state: 'waiting', position: 2 });
      await screen.findByText('En attente : 2');
      expect(screen.queryByText('En attente : 7')).toBeNull();
      push({ key, state: 'writing', index: 0, text: 'Jour 1 — Lecture lente' });
      push({ key, state: 'writing', index: 1, text: ' — sans arrêt' });
      await screen.findByText('Jour 1 — Lecture lente — sans arrêt');
      expect(screen.getByText('Maestro IA rédige…')).toBeTruthy();
      expect(screen.getByText('Aperçu pendant la rédaction')).toBeTruthy();

      answerPlan();
      await screen.findByRole('listitem', { name: 'Pour « Étude no 3 »' });
      await waitFor(() => expect(screen.queryByText('Aperçu pendant la rédaction')).toBeNull());
      expect(screen.queryByText('Jour 1 — Lecture lente — sans arrêt')).toBeNull();
    } finally {
      await live.close();
      await api.close();
    }
  });
});
