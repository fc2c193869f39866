/**
 * @jest-environment jsdom
 */
import {
  attachLiveChannel,
  notFound,
  signedInClient,
  startApi,
  type ApiAnswer,
} from '@crescendo/web-kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { maestroProgressLive, type MaestroProgress } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider } from '@crescendo/web-auth';

import { bilanDraft, demoModel, group, MaestroPortal, me, studentId, teacherId } from './maestro-fixtures.js';

const draft = bilanDraft('Léa Roy pratique régulièrement, version validée.');

describe('a bilan while Maestro IA answers (issue 30 §1, §6)', () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
  });

  it('shows its place in the queue, then the answer as it is written, then the validated draft', async () => {
    let answerBilan!: (answer: ApiAnswer) => void;
    const api = await startApi(({ method, path }) => {
      if (path === '/me') return { status: 200, body: me };
      if (path === '/maestro/status')
        return {
          status: 200,
          body: {
            enabled: true,
            configured: true,
            model: demoModel,
            budget: { userLeft: 29, schoolLeft: 299 },
          },
        };
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
      if (path.includes('/lesson-ideas')) return { status: 200, body: { lessonIdeas: [], nextCursor: null } };
      if (path.includes('/practice-plans')) return { status: 200, body: { plans: [], nextCursor: null } };
      if (method === 'POST' && path === '/maestro/bilans')
        return new Promise<ApiAnswer>((resolve) => (answerBilan = resolve));
      return notFound;
    });
    const live = attachLiveChannel(api.server);
    const topic = `user:${teacherId}`;
    const user = userEvent.setup();
    try {
      render(
        <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
          <MaestroPortal />
        </AuthProvider>,
      );
      await live.following(topic);
      await screen.findByRole('option', { name: 'Léa Roy' });
      await user.selectOptions(screen.getByLabelText('Élève'), 'Léa Roy');
      await user.click(screen.getByRole('button', { name: 'Demander un bilan' }));
      await screen.findByText('Maestro IA rédige le bilan…');
      const asked = api.calls.find((call) => call.path === '/maestro/bilans');
      const key = (asked?.body as { progressKey: string }).progressKey;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);

      const push = (progress: MaestroProgress) => live.push(topic, maestroProgressLive.name, progress);
      // Another request's progress (another tab) changes nothing here.
      push({ key: '00000000-0000-4000-8000-0000000000ff', state: 'waiting', position: 9 });
      push({ key, state: 'waiting', position: 3 });
      await screen.findByText('En attente : 3');
      push({ key, state: 'waiting', position: 1 });
      await screen.findByText('En attente : 1');
      expect(screen.queryByText('En attente : 9')).toBeNull();

      // A first try that failed: its text goes when the answer is asked again.
      push({ key, state: 'writing', index: 0, text: 'Réponse mal formée' });
      await screen.findByText('Réponse mal formée');
      push({ key, state: 'writing', index: 1, text: '', restart: true });
      push({ key, state: 'writing', index: 2, text: 'Léa Roy pratique ' });
      await screen.findByText('Léa Roy pratique');
      expect(screen.queryByText(/En attente/)).toBeNull();
      expect(screen.getByText('Maestro IA rédige…')).toBeTruthy();
      expect(screen.queryByText(/Réponse mal formée/)).toBeNull();
      push({ key, state: 'writing', index: 3, text: 'régulièrement.' });
      await screen.findByText('Léa Roy pratique régulièrement.');
      expect(screen.getByText('Aperçu pendant la rédaction')).toBeTruthy();

      answerBilan({ status: 200, body: draft });
      await screen.findByText('Léa Roy pratique régulièrement, version validée.');
      expect(screen.getByText('Brouillon de Maestro IA')).toBeTruthy();
      expect(screen.queryByText('Aperçu pendant la rédaction')).toBeNull();
      expect(screen.queryByText('Léa Roy pratique régulièrement.')).toBeNull();
    } finally {
      await live.close();
      await api.close();
    }
  });
});
