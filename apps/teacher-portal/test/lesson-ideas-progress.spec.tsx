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

import { demoModel, group, MaestroPortal, me, teacherId } from './maestro-fixtures.js';

// One live channel per file: the web kit keeps its connection for the page's life.
describe('lesson ideas while Maestro IA answers (issue 30 §2, §6)', () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
  });

  it('shows the lesson ideas’ place in the queue and their text as it is written, until the answer comes', async () => {
    let answerIdeas!: (answer: ApiAnswer) => void;
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
      if (path === '/profiles/lookup') return { status: 200, body: { profiles: [] } };
      if (method === 'POST' && path.endsWith('/lesson-ideas'))
        return new Promise<ApiAnswer>((resolve) => (answerIdeas = resolve));
      if (path.includes('/lesson-ideas')) return { status: 200, body: { lessonIdeas: [], nextCursor: null } };
      if (path.includes('/practice-plans')) return { status: 200, body: { plans: [], nextCursor: null } };
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
      await screen.findByText('Aucune idée pour ce groupe.', {}, { timeout: 5000 });
      await user.click(screen.getByRole('button', { name: 'Demander des idées' }));
      const asked = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/lesson-ideas'));
      const key = (asked?.body as { progressKey: string }).progressKey;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const push = (progress: MaestroProgress) => live.push(topic, maestroProgressLive.name, progress);
      push({ key, state: 'waiting', position: 2 });
      await screen.findByText('En attente : 2', {}, { timeout: 5000 });
      push({ key, state: 'writing', index: 0, text: 'Réchauffement : respiration' });
      await screen.findByText('Réchauffement : respiration');
      expect(screen.getByText('Aperçu pendant la rédaction')).toBeTruthy();

      answerIdeas({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Interdit' } } });
      // Refused: the preview goes, the button is back.
      await screen.findByRole('button', { name: 'Demander des idées' });
      expect(screen.queryByText('Aperçu pendant la rédaction')).toBeNull();
      expect(screen.queryByText('Réchauffement : respiration')).toBeNull();
    } finally {
      await live.close();
      await api.close();
    }
  });
});
