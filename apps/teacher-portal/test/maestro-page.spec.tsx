/**
 * @jest-environment jsdom
 */
import { notFound, signedInClient, startApi, type ApiAnswer } from '@crescendo/web-kit/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { LessonIdeas, MaestroStatus, PracticePlan } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider } from '@crescendo/web-auth';

import {
  bilanDraft,
  demoModel,
  group,
  groupId,
  MaestroPortal,
  me,
  studentId,
  teacherId,
} from './maestro-fixtures.js';

const draft = bilanDraft('Léa Roy pratique régulièrement.');

const lessonIdeas: LessonIdeas = {
  id: '00000000-0000-4000-8000-000000000007',
  groupId,
  language: 'fr',
  programme: 'mus212',
  repertoire: ['Gammes et arpèges'],
  concert: { title: 'Concert d’hiver', day: '2026-12-18' },
  warmUps: [{ title: 'Démonstration : respiration', minutes: 5, description: 'Démonstration : inspirer.' }],
  activities: [{ title: 'Démonstration : passage', minutes: 15, description: 'Démonstration : lentement.' }],
  concertFocus: 'Démonstration : un enchaînement complet.',
  status: 'draft',
  model: demoModel,
  createdAt: '2026-11-24T15:00:00.000Z',
  keptBy: null,
  keptAt: null,
};

const practicePlan: PracticePlan = {
  id: '00000000-0000-4000-8000-000000000008',
  studentId,
  studentName: 'Léa Roy',
  groupId,
  assignmentId: '00000000-0000-4000-8000-000000000009',
  assignmentTitle: 'Étude no 3',
  // Homework deleted the assignment since: the plan stays, marked so.
  assignmentDeleted: true,
  difficulty: 'Les mesures 12 à 16.',
  language: 'fr',
  sessions: [
    { day: 'Jour 1', minutes: 10, focus: 'Démonstration : lecture lente', goal: 'jouer sans arrêt' },
  ],
  status: 'draft',
  model: demoModel,
  createdAt: '2026-11-28T15:00:00.000Z',
  keptBy: null,
  keptAt: null,
};

/** The API as the gateway answers it, with Maestro IA's status as given. */
async function apiWith(status: MaestroStatus, practicePlans: PracticePlan[] = []) {
  // The group's lesson ideas as the server holds them: none until asked, then the answer, then kept.
  let ideas: LessonIdeas[] = [];
  let plans = practicePlans;
  return startApi(({ method, path }): ApiAnswer => {
    if (method === 'GET' && path.startsWith(`/maestro/groups/${groupId}/practice-plans`))
      return { status: 200, body: { plans, nextCursor: null } };
    if (method === 'POST' && path === `/maestro/practice-plans/${practicePlan.id}/keep`) {
      plans = [
        {
          ...practicePlan,
          status: 'kept',
          keptBy: { id: teacherId, name: 'Marc Gagnon' },
          keptAt: '2026-11-28T15:05:00.000Z',
        },
      ];
      return { status: 200, body: plans[0] };
    }
    if (method === 'GET' && path.startsWith(`/maestro/groups/${groupId}/lesson-ideas`))
      return { status: 200, body: { lessonIdeas: ideas, nextCursor: null } };
    if (method === 'POST' && path === `/maestro/groups/${groupId}/lesson-ideas`) {
      ideas = [lessonIdeas];
      return { status: 200, body: lessonIdeas };
    }
    if (method === 'POST' && path === `/maestro/lesson-ideas/${lessonIdeas.id}/keep`) {
      ideas = [
        {
          ...lessonIdeas,
          status: 'kept',
          keptBy: { id: teacherId, name: 'Marc Gagnon' },
          keptAt: '2026-11-24T15:05:00.000Z',
        },
      ];
      return { status: 200, body: ideas[0] };
    }
    if (path === '/me') return { status: 200, body: me };
    if (path === '/maestro/status') return { status: 200, body: status };
    if (path === '/groups') return { status: 200, body: { groups: [group], canCreateSampleGroups: false } };
    if (path === '/profiles/lookup')
      return {
        status: 200,
        body: {
          profiles: [
            {
              id: studentId,
              role: 'student',
              firstName: 'Léa',
              lastName: 'Roy',
              email: 'lea@ecole.test',
              instrument: null,
            },
          ],
        },
      };
    if (method === 'POST' && path === '/maestro/bilans') return { status: 200, body: draft };
    if (method === 'POST' && path === `/maestro/drafts/${draft.id}/approve`)
      return {
        status: 200,
        body: {
          ...draft,
          status: 'approved',
          approvedBy: { id: teacherId, name: 'Marc Gagnon' },
          approvedAt: '2026-10-31T12:05:00.000Z',
        },
      };
    return notFound;
  });
}

function renderPage(apiBase: string) {
  return render(
    <AuthProvider client={signedInClient()} apiBase={apiBase}>
      <MaestroPortal />
    </AuthProvider>,
  );
}

const budget = { userLeft: 29, schoolLeft: 299 };

describe('Maestro IA’s page (issue 30)', () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
  });

  it('shows nothing of Maestro IA when it is off for the school', async () => {
    const api = await apiWith({
      enabled: false,
      configured: false,
      model: null,
      budget: { userLeft: 0, schoolLeft: 0 },
    });
    try {
      const { container } = renderPage(api.apiBase);
      await waitFor(() => expect(api.calls.some((call) => call.path === '/maestro/status')).toBe(true));
      await waitFor(() => expect(container.textContent).toBe(''));
      expect(screen.queryByText('Bilan de l’élève')).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('says when no model is configured, and where the admin connects one', async () => {
    const api = await apiWith({ enabled: true, configured: false, model: null, budget });
    try {
      renderPage(api.apiBase);
      await screen.findByText(/Aucun modèle n’est configuré pour Maestro IA\..*docs\/maestro\.md/);
      expect(screen.queryByRole('button', { name: 'Demander un bilan' })).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('names the demonstration model, asks for a bilan, shows its sources and approves it', async () => {
    const api = await apiWith({ enabled: true, configured: true, model: demoModel, budget });
    const user = userEvent.setup();
    try {
      renderPage(api.apiBase);
      await screen.findByText('Modèle de démonstration');
      await screen.findByRole('option', { name: 'Léa Roy' });
      await user.selectOptions(screen.getByLabelText('Élève'), 'Léa Roy');
      await user.click(screen.getByRole('button', { name: 'Demander un bilan' }));

      await screen.findByText('Brouillon de Maestro IA');
      expect(screen.getByText('Léa Roy pratique régulièrement.')).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe(
        'Pratique du 2026-10-03 — 30 min',
      );
      const asked = api.calls.find((call) => call.path === '/maestro/bilans');
      expect(asked?.body).toEqual(expect.objectContaining({ groupId, studentId }));

      await user.click(screen.getByRole('button', { name: 'Approuver' }));
      await screen.findByText('Généré par Maestro IA — approuvé par Marc Gagnon');
      expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('asks lesson ideas for the group, shows them as a draft of Maestro IA, and keeps them', async () => {
    const api = await apiWith({ enabled: true, configured: true, model: demoModel, budget });
    const user = userEvent.setup();
    try {
      renderPage(api.apiBase);
      await screen.findByRole('heading', { name: 'Idées de cours' });
      await screen.findByText('Aucune idée pour ce groupe.');
      await user.selectOptions(screen.getByLabelText('Langue des idées'), 'en');
      await user.click(screen.getByRole('button', { name: 'Demander des idées' }));
      await screen.findByText('Démonstration : respiration');
      const asked = api.calls.find(
        (call) => call.method === 'POST' && call.path === `/maestro/groups/${groupId}/lesson-ideas`,
      );
      expect(asked?.body).toEqual({ language: 'en', progressKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(screen.getByText('Brouillon de Maestro IA')).toBeTruthy();
      expect(screen.getByText('Niveau : MUS212 (Secondaire 2)')).toBeTruthy();
      expect(screen.getByText(/^Prochain concert : Concert d’hiver, le 18 décembre 2026$/)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: /^Garder les idées du / }));
      await screen.findByText('Généré par Maestro IA — approuvé par Marc Gagnon');
      expect(screen.queryByRole('button', { name: /^Garder les idées du / })).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('shows the group’s students’ practice plans as drafts of Maestro IA, and keeps one', async () => {
    const api = await apiWith({ enabled: true, configured: true, model: demoModel, budget }, [practicePlan]);
    const user = userEvent.setup();
    try {
      renderPage(api.apiBase);
      await screen.findByRole('heading', { name: 'Plans de pratique des élèves' });
      const item = await screen.findByRole('listitem', { name: 'Élève : Léa Roy' });
      expect(item.textContent).toContain('Brouillon de Maestro IA');
      expect(item.textContent).toContain('Devoir : Étude no 3');
      expect(item.textContent).toContain('Devoir supprimé : le plan reste, tel qu’il a été demandé.');
      expect(item.textContent).toContain('Difficulté décrite : Les mesures 12 à 16.');
      expect(item.textContent).toContain('Objectif : jouer sans arrêt');
      await user.click(screen.getByRole('button', { name: /^Garder le plan de Léa Roy du / }));
      await screen.findByText('Généré par Maestro IA — approuvé par Marc Gagnon');
      expect(screen.queryByRole('button', { name: /^Garder le plan de Léa Roy du / })).toBeNull();
      expect(api.calls.some((call) => call.path === `/maestro/practice-plans/${practicePlan.id}/keep`)).toBe(
        true,
      );
    } finally {
      await api.close();
    }
  });
});
