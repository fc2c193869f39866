/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { notFound, signedInClient, startApi, type ApiCall, meAs } from '@crescendo/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import { EventFormDialog } from '../src/event-form-dialog.js';
import { askConflicts } from '../src/planning-api.js';
import { conflictWhen } from '../src/event-conflicts.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const me = meAs('admin', { organizationId });
const harmonie = { id: '22222222-2222-4222-8222-222222222222', name: 'MUS212 — Harmonie' } as Group;
const conflicts = [
  {
    kind: 'student',
    event: {
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Concert d’hiver',
      day: '2026-12-12',
      startTime: '19:00',
      startsAt: '2026-12-13T00:00:00.000Z',
    },
    students: 3,
  },
  {
    kind: 'place',
    event: {
      id: '44444444-4444-4444-8444-444444444444',
      title: 'Répétition — Harmonie',
      day: '2026-12-12',
      startTime: '18:30',
      startsAt: '2026-12-12T23:30:00.000Z',
    },
  },
];

function Signed({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'authenticated' ? <>{children}</> : <p>{status}</p>;
}

/**
 * Issue 28 §5: the new-event dialog asks the planning, through the gateway's route, what the event would collide
 * with once its day, times, place and group are filled, and warns above the save button; saving stays possible.
 */
describe('the new-event dialog’s conflicts', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  const asked: ApiCall[] = [];
  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi((call) => {
      if (call.path === '/me') return { status: 200, body: me };
      if (call.path === '/planning/events/conflicts' && call.method === 'POST') {
        asked.push(call);
        return { status: 200, body: { conflicts } };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());

  it('shows the “Conflit : …” lines once the times, place and group are filled, and still saves', async () => {
    const onSave = jest.fn(async (_event: unknown) => undefined);
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Signed>
          <EventFormDialog
            title="Nouvel événement"
            groups={[harmonie]}
            onSave={onSave}
            onClose={() => undefined}
            askConflicts={askConflicts}
          />
        </Signed>
      </AuthProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Titre/), 'Concert de Noël');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-12' } });
    fireEvent.change(screen.getByLabelText(/^Début/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText(/^Fin/), { target: { value: '21:00' } });
    await user.type(screen.getByLabelText('Lieu'), 'Salle 104');
    await user.selectOptions(screen.getByLabelText('Groupe concerné'), harmonie.id);

    await screen.findByText(
      'Conflit : 3 élèves sont déjà convoqués à « Concert d’hiver » (12 déc., 19 h).',
      {},
      { timeout: 5_000 },
    );
    screen.getByText(
      'Conflit : le local « Salle 104 » est déjà pris par « Répétition — Harmonie » (12 déc., 18 h 30).',
    );
    // Debounced: the form asked with the event as it stands, not once per keystroke.
    const last = asked.at(-1)!.body as Record<string, unknown>;
    expect(last).toMatchObject({
      day: '2026-12-12',
      startTime: '19:00',
      endTime: '21:00',
      place: 'Salle 104',
      groupIds: [harmonie.id],
      eventId: null,
    });
    expect(asked.length).toBeLessThan(5);

    await user.selectOptions(screen.getByLabelText(/^Type/), 'concert');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  }, 30_000);

  it('words the time as each language does', () => {
    expect(conflictWhen('2026-12-12', '19:00', 'fr')).toBe('12 déc., 19 h');
    expect(conflictWhen('2026-12-12', '18:30', 'fr')).toBe('12 déc., 18 h 30');
    expect(conflictWhen('2026-12-12', '19:00', 'en')).toMatch(/^Dec 12, 7:00\sp\.m\.$/);
  });
});
