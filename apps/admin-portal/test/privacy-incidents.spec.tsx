/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PrivacyIncidentFields, PrivacyIncidentWire } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import {
  PrivacyIncidentsSection,
  type PrivacyIncidentsSectionProps,
} from '../src/privacy/privacy-incidents-section.js';
import { PrivacyFactSheetSection } from '../src/privacy/privacy-fact-sheet-section.js';

const lostKey: PrivacyIncidentWire = {
  id: '00000000-0000-4000-8000-0000000031c1',
  occurredOn: '2026-11-02',
  knownOn: '2026-11-03',
  description: 'Une clé USB avec la liste des élèves de l’harmonie perdue dans l’autobus.',
  informationConcerned: 'Noms, groupes et numéros de fiche.',
  peopleConcerned: 42,
  seriousRisk: true,
  riskAssessment: 'Liste de mineurs non chiffrée.',
  commissionNotifiedOn: '2026-11-04',
  peopleNotifiedOn: null,
  measures: 'Clés USB non chiffrées retirées.',
  recordedAt: '2026-11-03T14:00:00.000000Z',
  updatedAt: '2026-11-04T14:00:00.000000Z',
  keptUntil: '2031-11-03',
};

function renderSection(overrides: Partial<PrivacyIncidentsSectionProps> = {}) {
  initPreloadedI18n('fr', [initReactI18next]);
  const props: PrivacyIncidentsSectionProps = {
    incidents: [lostKey],
    canWrite: true,
    today: '2026-11-29',
    hasMore: false,
    onLoadMore: () => {},
    onRecord: jest.fn<(fields: PrivacyIncidentFields) => Promise<unknown>>().mockResolvedValue({}),
    onUpdate: jest
      .fn<(incidentId: string, fields: PrivacyIncidentFields) => Promise<unknown>>()
      .mockResolvedValue({}),
    ...overrides,
  };
  render(<PrivacyIncidentsSection {...props} />);
  return props;
}

describe("'Registre des incidents'", () => {
  it('shows each entry with the fields the Commission asks, its notices and how long it is kept', () => {
    renderSection();
    const card = screen.getByRole('listitem', { name: 'Incident connu le 2026-11-03' });
    expect(within(card).getByText('42')).toBeTruthy();
    expect(within(card).getByText('Oui')).toBeTruthy();
    expect(within(card).getByText('Envoyé le 2026-11-04')).toBeTruthy();
    expect(within(card).getByText('Aucun avis envoyé')).toBeTruthy();
    expect(within(card).getByText('Conservé jusqu’au 2031-11-03')).toBeTruthy();
  });

  it('records an incident, refusing missing fields in French first', async () => {
    const props = renderSection({ incidents: [] });
    expect(screen.getByText('Aucun incident inscrit.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouvel incident' }));
    await user.click(screen.getByRole('button', { name: 'Inscrire l’incident' }));
    expect(
      screen.getByText('Décrivez brièvement les circonstances de l’incident (au plus 4 000 caractères).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Indiquez le nombre de personnes concernées (un nombre entier, au besoin approximatif).',
      ),
    ).toBeTruthy();
    expect(props.onRecord).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Description des circonstances'), 'Courriel au mauvais groupe.');
    await user.type(screen.getByLabelText('Renseignements personnels visés'), 'Noms et notes.');
    await user.type(screen.getByLabelText('Nombre de personnes concernées'), '3');
    await user.type(screen.getByLabelText('Évaluation du risque'), 'Peu sensible.');
    await user.type(screen.getByLabelText('Mesures prises'), 'Courriel rappelé.');
    await user.click(screen.getByRole('button', { name: 'Inscrire l’incident' }));
    expect(props.onRecord).toHaveBeenCalledWith({
      occurredOn: '2026-11-29',
      knownOn: '2026-11-29',
      description: 'Courriel au mauvais groupe.',
      informationConcerned: 'Noms et notes.',
      peopleConcerned: 3,
      seriousRisk: false,
      riskAssessment: 'Peu sensible.',
      commissionNotifiedOn: null,
      peopleNotifiedOn: null,
      measures: 'Courriel rappelé.',
    });
  });

  it('completes an entry with the notice sent to the people concerned', async () => {
    const props = renderSection();
    const user = userEvent.setup();
    const card = screen.getByRole('listitem', { name: 'Incident connu le 2026-11-03' });
    await user.click(within(card).getByRole('button', { name: 'Compléter' }));
    await user.type(within(card).getByLabelText('Avis aux personnes concernées'), '2026-11-10');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer l’incident' }));
    expect(props.onUpdate).toHaveBeenCalledWith(
      lostKey.id,
      expect.objectContaining({ peopleNotifiedOn: '2026-11-10', commissionNotifiedOn: '2026-11-04' }),
    );
  });

  it("lets a board's administrator choose a school and read its register, never write it", async () => {
    const onChoose = jest.fn<(id: string) => void>();
    renderSection({
      canWrite: false,
      schools: { options: [{ id: 'b1', name: 'École des Pins' }], chosen: '', onChoose },
    });
    expect(screen.queryByRole('button', { name: 'Nouvel incident' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compléter' })).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('École'), 'École des Pins');
    expect(onChoose).toHaveBeenCalledWith('b1');
  });
});

describe("'Fiche pour l'évaluation des facteurs relatifs à la vie privée'", () => {
  it('asks the sheet in the reader’s language when the button is pressed', async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    const download = jest.fn<(language: 'fr' | 'en') => Promise<unknown>>().mockResolvedValue('fiche.md');
    render(<PrivacyFactSheetSection download={download} />);
    expect(
      screen.getByRole('heading', { name: 'Fiche pour l’évaluation des facteurs relatifs à la vie privée' }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Télécharger la fiche' }));
    expect(download).toHaveBeenCalledWith('fr');
  });
});
