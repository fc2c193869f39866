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
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { maestroProgressLive, type MaestroDraft, type MaestroProgress } from '@crescendo/contracts';
import { initI18n } from '@crescendo/i18n';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { portalQueryDefaults } from '@crescendo/web-kit';
import { MaestroPage } from '../src/maestro/maestro-page.js';

const teacherId = '00000000-0000-4000-8000-000000000011';
const organizationId = '00000000-0000-4000-8000-000000000012';
const groupId = '00000000-0000-4000-8000-000000000013';
const studentId = '00000000-0000-4000-8000-000000000014';
const me = {
  id: teacherId,
  email: 'prof@ecole.test',
  emailVerified: true,
  firstName: 'Marc',
  lastName: 'Gagnon',
  role: 'teacher',
  organizationId,
  instrument: null,
  settings: { language: 'fr', currency: 'CAD' },
};
const group = {
  id: groupId,
  name: 'MUS212 — Harmonie',
  description: null,
  teacherId,
  teacherIds: [teacherId],
  studentIds: [studentId],
  viewerCan: ['see', 'teach', 'manage'],
  studentCount: 1,
  organizationId,
  connectionCode: 'ABC123',
  source: 'manual',
  externalId: null,
  importedAt: null,
  schoolYear: '2026-2027',
  archived: false,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
};
const demoModel = {
  model: 'crescendo-demo',
  provider: 'fake-llm',
  location: 'local',
  demonstration: true,
} as const;
const draft: MaestroDraft = {
  id: '00000000-0000-4000-8000-000000000016',
  feature: 'student-bilan',
  studentId,
  groupId,
  from: '2026-09-01',
  to: '2026-10-31',
  sentences: [
    {
      text: 'Léa Roy pratique régulièrement, version validée.',
      sources: [
        {
          kind: 'practice',
          id: '00000000-0000-4000-8000-000000000015',
          day: '2026-10-03',
          title: null,
          minutes: 30,
          grade: null,
        },
      ],
    },
  ],
  status: 'draft',
  model: demoModel,
  createdAt: '2026-10-31T12:00:00.000Z',
  edited: false,
  approvedBy: null,
  approvedAt: null,
};

function Portal() {
  const { status, me: profile } = useAuth();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: portalQueryDefaults }));
  if (status !== 'authenticated' || !profile) return <p>{status}</p>;
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/teacher/maestro']}>
        <Routes>
          <Route
            path="/teacher"
            element={<Outlet context={{ groupId: null, setGroupId: () => undefined }} />}
          >
            <Route path="maestro" element={<MaestroPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('a bilan while Maestro IA answers (issue 30 §1, §6)', () => {
  beforeAll(() => {
    initI18n('fr', [initReactI18next]);
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
    const user = userEvent.setup({ delay: null });
    try {
      render(
        <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
          <Portal />
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
