/**
 * @jest-environment jsdom
 */
// `@crescendo/web-kit/testing` first: it lends jsdom what react-router reads at load.
import { notFound, renderSignedIn, startApi, meAs } from '@crescendo/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { TeacherInventoryPage } from '../src/inventory/teacher-inventory-page.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const teacherId = '00000000-0000-4000-8000-000000000001';
const lea = '00000000-0000-4000-8000-000000000301';
const teacherMe = meAs('teacher', { id: teacherId, lastName: 'Tremblay', organizationId });
const group = {
  id: '00000000-0000-4000-8000-000000000501',
  name: 'MUS212 — Harmonie',
  description: null,
  teacherId,
  teacherIds: [teacherId],
  studentIds: [lea],
  viewerCan: ['see', 'teach'],
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
const loanOf = (n: number, extra: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-00000000040${n}`,
  organizationId,
  instrumentId: `00000000-0000-4000-8000-00000000020${n}`,
  assetNumber: `VIO-000${n}`,
  family: 'cordes',
  type: 'Violon',
  studentId: lea,
  lentBy: teacherId,
  lentAt: '2026-11-20T12:00:00.000Z',
  dueOn: '2027-06-30',
  overdue: false,
  returnedAt: null,
  returnCondition: null,
  damage: null,
  chargedCents: null,
  notes: null,
  agreementRequired: false,
  agreement: null,
  ...extra,
});
const pending = { status: 'pending', signer: 'parent', signedName: null, decidedAt: null };

/**
 * 'Entente de prêt' (issue 27 §4) in the teacher's quick mode: 'Entente requise' for the session's scans (each
 * scan's loan mails the family; identity's refusal shown in its words), and the open loans' agreements with
 * 'Renvoyer l'entente' where not signed.
 */
describe("the teacher's quick mode with the family's agreement", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let refuse = true;

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ method, path }) => {
      if (path === '/me') return { status: 200, body: teacherMe };
      if (path === '/groups') return { status: 200, body: { groups: [group], canCreateSampleGroups: false } };
      if (path === '/profiles/lookup')
        return {
          status: 200,
          body: {
            profiles: [
              {
                id: lea,
                role: 'student',
                firstName: 'Léa',
                lastName: 'Gagnon',
                email: 'lea@ecole.test',
                instrument: null,
              },
            ],
          },
        };
      if (path === '/inventory/audits') return { status: 200, body: { audits: [], nextCursor: null } };
      if (path === '/inventory/loans' && method === 'GET')
        return {
          status: 200,
          body: {
            loans: [
              loanOf(1, { agreementRequired: true, agreement: pending }),
              loanOf(2, {
                agreementRequired: true,
                agreement: {
                  status: 'granted',
                  signer: 'student',
                  signedName: 'Léa Gagnon',
                  decidedAt: '2026-11-21T14:00:00.000Z',
                },
              }),
            ],
            nextCursor: null,
          },
        };
      if (path === '/inventory/scans' && method === 'POST') {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Les données envoyées sont invalides.',
                messageKey: 'common.validation',
                fields: { parentEmail: 'Indiquez d’abord l’adresse courriel d’un parent de cet élève.' },
                fieldMessages: { parentEmail: { key: 'privacy.parentEmailMissing' } },
              },
            },
          };
        }
        return { status: 201, body: loanOf(3, { agreementRequired: true, agreement: pending }) };
      }
      if (path === `/inventory/loans/${loanOf(1, {}).id}/agreement` && method === 'POST')
        return { status: 200, body: loanOf(1, { agreementRequired: true, agreement: pending }) };
      return notFound;
    });
  });
  afterAll(() => api.close());

  it("scans with 'Entente requise', shows identity's refusal, lists the agreements and sends one again", async () => {
    renderSignedIn(api.apiBase, <TeacherInventoryPage />, { toasts: true });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Léa Gagnon' }, { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText('Élève'), lea);
    const agreement = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Entente requise',
      description: /envoyée par courriel à un parent/,
    });
    expect(agreement.checked).toBe(false);
    await user.click(agreement);
    const field = screen.getByLabelText('Code de l’instrument');
    await user.type(field, 'VIO-0003{Enter}');
    await screen.findByText(
      'Erreur lors du prêt de l’instrument. Indiquez d’abord l’adresse courriel d’un parent de cet élève.',
    );
    await user.type(field, 'VIO-0003{Enter}');
    await screen.findByText('Prêt enregistré : l’entente a été envoyée par courriel.');
    expect(api.calls.filter((call) => call.path === '/inventory/scans').map((call) => call.body)).toEqual([
      { code: 'VIO-0003', studentId: lea, agreement: true },
      { code: 'VIO-0003', studentId: lea, agreement: true },
    ]);

    const table = screen.getByRole('table');
    within(within(table).getByRole('row', { name: /VIO-0001/ })).getByText('Entente en attente');
    const signed = within(table).getByRole('row', { name: /VIO-0002/ });
    within(signed).getByText('Entente signée');
    within(signed).getByText('Léa Gagnon, le 2026-11-21');
    expect(within(signed).queryByRole('button', { name: /Renvoyer/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: "Renvoyer l'entente — VIO-0001" }));
    await screen.findByText('Entente renvoyée par courriel');
  }, 40_000);
});
