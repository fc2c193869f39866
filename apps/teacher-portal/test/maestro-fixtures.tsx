import { meAs } from '@crescendo/web-kit/testing';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import type { MaestroDraft } from '@crescendo/contracts';
import { useAuth } from '@crescendo/web-auth';
import { portalQueryDefaults } from '@crescendo/web-kit';
import { MaestroPage } from '../src/maestro/maestro-page.js';

// The teacher, their group and its one student, as the API answers them to the Maestro IA page's specs.
export const teacherId = '00000000-0000-4000-8000-000000000001';
export const organizationId = '00000000-0000-4000-8000-000000000002';
export const groupId = '00000000-0000-4000-8000-000000000003';
export const studentId = '00000000-0000-4000-8000-000000000004';
export const reportId = '00000000-0000-4000-8000-000000000005';

export const me = meAs('teacher', { id: teacherId, organizationId });

export const group = {
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

export const demoModel = {
  model: 'crescendo-demo',
  provider: 'fake-llm',
  location: 'local',
  demonstration: true,
} as const;

/** Léa Roy's bilan as Maestro IA drafts it: one sentence on one practice report. */
export function bilanDraft(text: string): MaestroDraft {
  return {
    id: '00000000-0000-4000-8000-000000000006',
    feature: 'student-bilan',
    studentId,
    groupId,
    from: '2026-09-01',
    to: '2026-10-31',
    sentences: [
      {
        text,
        sources: [
          { kind: 'practice', id: reportId, day: '2026-10-03', title: null, minutes: 30, grade: null },
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
}

/** What the shell does: the portal is mounted on 'Maestro IA' once the person is signed in with a profile. */
export function MaestroPortal() {
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
