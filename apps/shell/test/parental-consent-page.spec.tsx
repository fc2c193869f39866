/** @jest-environment jsdom */
// Imported first: it lends jsdom the TextEncoder react-router reads at load.
import { startApi } from '@crescendo/web-kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ParentalConsentView } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { configureApi } from '@crescendo/web-auth';
import { ParentalConsentPage } from '../src/pages/consent/parental-consent-page.js';

const token = 'A'.repeat(43);
let view: ParentalConsentView;
const pending: ParentalConsentView = {
  studentFirstName: 'Léa',
  school: 'École Saint-Laurent',
  feature: 'practicePlan',
  textVersion: '2026-11',
  status: 'pending',
  answers: ['granted', 'refused'],
  signedName: null,
  decidedAt: null,
  linkExpiresAt: '2026-12-30T15:00:00.000Z',
  summary: null,
  signer: 'parent',
};

function renderPage(search: string) {
  render(
    <MemoryRouter initialEntries={[`/consentement${search}`]}>
      <ParentalConsentPage />
    </MemoryRouter>,
  );
}

/** A parent's mailed link (issue 31 §7): read the text, sign with one's name, accept; withdraw later. */
describe('the parental consent page', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    api = await startApi(({ method, path, body }) => {
      if (path !== `/privacy/consents/${token}`)
        return {
          status: 404,
          body: {
            error: {
              code: 'NOT_FOUND',
              message: 'Ce lien de consentement est invalide ou a été remplacé par une demande plus récente.',
              messageKey: 'privacy.consentLinkUnknown',
            },
          },
        };
      if (method === 'POST') {
        const { decision, signedName } = body as { decision: 'granted' | 'withdrawn'; signedName: string };
        view = {
          ...view,
          status: decision,
          answers: decision === 'granted' ? ['withdrawn'] : [],
          signedName,
          decidedAt: '2026-11-30T15:00:00.000Z',
        };
      }
      return { status: 200, body: view };
    });
    configureApi({ apiBase: api.apiBase, getToken: async () => undefined });
  });
  afterAll(() => api.close());

  it('shows the text in force, asks for a signature, then accepts and offers the withdrawal', async () => {
    view = pending;
    renderPage(`?token=${token}`);
    await screen.findByText('École Saint-Laurent demande votre consentement, comme parent de Léa, pour :');
    screen.getByRole('heading', { name: 'Plan de pratique (Maestro IA)' });
    screen.getByText(/sans son nom, son courriel ni aucun identifiant/);
    screen.getByText('Version du texte : 2026-11');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'J’accepte' }));
    await screen.findByText('Écrivez votre nom complet pour signer (2 à 120 caractères).');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/Votre nom complet/), 'Nadia Bouchard');
    await user.click(screen.getByRole('button', { name: 'J’accepte' }));
    await screen.findByText('Merci : votre réponse est enregistrée.');
    screen.getByText(/Consentement donné par Nadia Bouchard le 30 novembre 2026/);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'granted',
      signedName: 'Nadia Bouchard',
      textVersion: '2026-11',
    });
    expect(screen.queryByRole('button', { name: 'Je refuse' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer mon consentement' }));
    await screen.findByText(/Consentement retiré par Nadia Bouchard/);
    expect(screen.queryByRole('button')).toBeNull();
  }, 30_000);

  it('says so for an incomplete link', async () => {
    renderPage('');
    screen.getByText('Ce lien est incomplet. Ouvrez le lien exact reçu par courriel.');
  });

  it('says when a link expired unanswered', async () => {
    view = { ...pending, answers: [] };
    renderPage(`?token=${token}`);
    await screen.findByText(
      'Ce lien a expiré sans réponse. Demandez à l’école d’envoyer une nouvelle demande.',
    );
    expect(screen.queryByRole('button', { name: 'J’accepte' })).toBeNull();
  });

  it('explains a link the server does not know', async () => {
    renderPage(`?token=${'B'.repeat(43)}`);
    await screen.findByText(
      'Ce lien de consentement est invalide ou a été remplacé par une demande plus récente.',
    );
  });

  it('speaks to the student aged 14 or more who signs an agreement for one item', async () => {
    view = {
      ...pending,
      feature: 'loanAgreement',
      signer: 'student',
      summary: 'Violon VIO-0001, à rendre le 2027-06-20',
    };
    renderPage(`?token=${token}`);
    await screen.findByText('École Saint-Laurent vous demande d’accepter :');
    screen.getByRole('heading', { name: 'Entente à accepter' });
    screen.getByText('Objet : Violon VIO-0001, à rendre le 2027-06-20');
    screen.getByText(/L’école vous prête un instrument de musique/);
  });
});
