/** @jest-environment jsdom */
import type { ParentalConsentWire, StudentGuardianWire } from '@crescendo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudentGuardianSection } from '../src/privacy/student-guardian-section.js';
import { renderAdmin, startAdminApi, type AdminApi } from './inventory-harness.js';

const studentId = '00000000-0000-4000-8000-0000000031b1';
const consent = (feature: ParentalConsentWire['feature'], extra: Partial<ParentalConsentWire> = {}) => ({
  feature,
  status: 'none' as const,
  allowed: false,
  reason: 'notAsked',
  textVersion: null,
  mailedTo: null,
  signedName: null,
  requestedAt: null,
  decidedAt: null,
  ...extra,
});
let guardian: StudentGuardianWire = {
  studentId,
  studentName: 'Léa Bouchard',
  ageBand: null,
  parentEmail: null,
  consents: [consent('recordingSharing'), consent('practicePlan'), consent('loanAgreement'), consent('trip')],
};

/** Parents and under-14s (issue 31 §7): the school sets the age band and the address, then asks by mail. */
describe("'Parents et élèves de moins de 14 ans' in Confidentialité", () => {
  let api: AdminApi;
  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }) => {
      const base = `/privacy/students/${studentId}`;
      if (path === `${base}/guardian` && method === 'GET') return { status: 200, body: guardian };
      if (path === `${base}/guardian` && method === 'PUT') {
        guardian = { ...guardian, ...(body as object) };
        return { status: 200, body: guardian };
      }
      if (path === `${base}/consents` && method === 'POST') {
        const { feature } = body as { feature: string };
        guardian = {
          ...guardian,
          consents: guardian.consents.map((c) =>
            c.feature === feature
              ? consent(c.feature, {
                  status: 'pending',
                  reason: 'pending',
                  textVersion: '2026-11',
                  mailedTo: guardian.parentEmail,
                  requestedAt: '2026-11-30T15:00:00.000Z',
                })
              : c,
          ),
        };
        return { status: 200, body: guardian };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } } };
    });
  });
  afterAll(() => api.close());

  it('refuses a malformed address in the browser, saves the age band and address, and asks a consent', async () => {
    renderAdmin(api.apiBase, <StudentGuardianSection students={[{ id: studentId, name: 'Léa Bouchard' }]} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Élève'), studentId);
    const age = await screen.findByLabelText('Tranche d’âge');
    await user.selectOptions(age, 'under14');
    await user.type(screen.getByLabelText('Courriel d’un parent'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’élève' }));
    await screen.findByText('Entrez une adresse courriel valide pour joindre le parent.');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Courriel d’un parent'));
    await user.type(screen.getByLabelText('Courriel d’un parent'), 'nadia@famille.test');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’élève' }));
    await screen.findByText('Renseignements de l’élève enregistrés.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ageBand: 'under14',
      parentEmail: 'nadia@famille.test',
    });

    const plan = screen.getByRole('listitem', { name: 'Plan de pratique (Maestro IA)' });
    within(plan).getByText('Non demandé');
    within(plan).getByText('Fonction fermée', { exact: false });
    await user.click(within(plan).getByRole('button', { name: 'Demander le consentement' }));
    await screen.findByText('Demande envoyée à nadia@famille.test.');
    await waitFor(() => within(plan).getByText('En attente de réponse'));
    within(plan).getByRole('button', { name: 'Demander de nouveau' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ feature: 'practicePlan' });
  }, 40_000);

  it('shows no request to make for a student aged 14 or more', async () => {
    guardian = {
      ...guardian,
      ageBand: 'fourteenPlus',
      consents: guardian.consents.map((c) => ({ ...c, allowed: true, reason: 'fourteenPlus' })),
    };
    renderAdmin(api.apiBase, <StudentGuardianSection students={[{ id: studentId, name: 'Léa Bouchard' }]} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Élève'), studentId);
    const trip = await screen.findByRole('listitem', { name: 'Sorties et voyages' });
    within(trip).getByText('Non requis (14 ans ou plus)');
    expect(within(trip).queryByRole('button')).toBeNull();
  }, 20_000);
});
