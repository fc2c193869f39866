/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { PracticeReport, Reflection } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ReportReflections, type LoadReflections } from '../src/report-reflections.js';

// Issue 29 §4 in the teacher's practice view: each student's reflection (goal → strategy → how it went)
// beside their own report; nothing while none was written or the gamification policy is off.
const groupId = '11111111-1111-4111-8111-111111111111';
const ana = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const reportOf = (id: string, studentId: string): PracticeReport => ({
  id,
  studentId,
  organizationId: '22222222-2222-4222-8222-222222222222',
  practiceDate: '2026-11-27',
  duration: 30,
  location: 'home',
  content: 'Gammes',
  nextGoals: 'Arpèges',
  submittedAt: '2026-11-27T20:00:00.000Z',
  type: 'general',
  homeworkTitle: null,
  flags: [],
  flagsDismissed: false,
});
const anaReport = reportOf('00000000-0000-4000-8000-0000000000a1', ana);
const benReport = reportOf('00000000-0000-4000-8000-0000000000b2', ben);
const reflection: Reflection = {
  reportId: anaReport.id,
  studentId: ana,
  goal: 'Mesures 12 à 16 au tempo',
  strategy: 'Lentement, puis +4',
  outcome: '',
  writtenAt: '2026-11-27T20:01:00.000Z',
};
const names = new Map([
  [ana, 'Ana Roy'],
  [ben, 'Ben Tremblay'],
]);

function renderReflections(load: LoadReflections) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportReflections
        groupId={groupId}
        reports={[anaReport, benReport]}
        nameOf={(id) => names.get(id) ?? 'Élève'}
        load={load}
      />
    </QueryClientProvider>,
  );
}

describe("the teacher's 'Réflexions des élèves'", () => {
  it('asks for the reports shown with their students, and shows each reflection beside its own report', async () => {
    const load = jest.fn<LoadReflections>(async () => ({
      // A reflection under Ben's id on Ana's report is not Ana's: never shown beside it.
      reflections: [reflection, { ...reflection, studentId: ben, goal: 'Pas le mien' }],
    }));
    renderReflections(load);
    expect(await screen.findByRole('heading', { name: 'Réflexions des élèves' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(groupId, [
      { reportId: anaReport.id, studentId: ana },
      { reportId: benReport.id, studentId: ben },
    ]);
    expect(screen.getByRole('heading', { name: 'Ana Roy, pratique du 2026-11-27' })).toBeTruthy();
    expect(screen.getByText('Mesures 12 à 16 au tempo')).toBeTruthy();
    expect(screen.getByText('Lentement, puis +4')).toBeTruthy();
    expect(screen.queryByText('Comment ça s’est passé')).toBeNull();
    expect(screen.queryByText('Pas le mien')).toBeNull();
    expect(screen.queryByText(/Ben Tremblay/)).toBeNull();
  });

  it('shows nothing when the reports refuse (gamification off) or none was written', async () => {
    const refused = jest.fn<LoadReflections>(async () => {
      throw Object.assign(new Error('off'), { code: 'FORBIDDEN' });
    });
    const { container } = renderReflections(refused);
    await waitFor(() => expect(refused).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
