/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { PrivacyRequestFields, PrivacyRequestWire } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import {
  PrivacyRequestsSection,
  type PrivacyRequestsSectionProps,
} from '../src/privacy/privacy-requests-section.js';

const near: PrivacyRequestWire = {
  id: '00000000-0000-4000-8000-0000000031a1',
  kind: 'access',
  requesterName: 'Nadia Bouchard',
  requesterEmail: 'nadia@parents.test',
  student: { id: '00000000-0000-4000-8000-0000000031b1', name: 'Léa Bouchard' },
  receivedOn: '2026-11-14',
  body: 'public',
  dueOn: '2026-12-04',
  daysLeft: 5,
  extended: false,
  extensionNoticeSentOn: null,
  canExtend: true,
  answeredOn: null,
  answerNote: null,
};
const late: PrivacyRequestWire = {
  ...near,
  id: '00000000-0000-4000-8000-0000000031a2',
  kind: 'rectification',
  requesterName: 'Marc Côté',
  student: null,
  daysLeft: -2,
  extended: true,
  extensionNoticeSentOn: '2026-11-20',
  canExtend: false,
};

function renderSection(overrides: Partial<PrivacyRequestsSectionProps> = {}) {
  initPreloadedI18n('fr', [initReactI18next]);
  const props: PrivacyRequestsSectionProps = {
    body: 'public',
    requests: [late, near],
    students: [{ id: near.student!.id, name: 'Léa Bouchard' }],
    today: '2026-11-29',
    hasMore: false,
    onLoadMore: () => {},
    onSetPrivate: jest.fn<(privateSchool: boolean) => Promise<unknown>>().mockResolvedValue({}),
    onRecord: jest.fn<(request: PrivacyRequestFields) => Promise<unknown>>().mockResolvedValue({}),
    onExtend: jest.fn<(requestId: string) => Promise<unknown>>().mockResolvedValue({}),
    onAnswer: jest
      .fn<(input: { requestId: string; answeredOn: string; note: string }) => Promise<unknown>>()
      .mockResolvedValue({}),
    ...overrides,
  };
  render(<PrivacyRequestsSection {...props} />);
  return props;
}

describe("'Demandes d'accès'", () => {
  it('shows each request with its days left as the server counted them, late ones said so', () => {
    renderSection();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Rectification — Marc Côté',
      'Accès — Nadia Bouchard',
    ]);
    expect(within(cards[0]!).getByText('En retard de 2 jours')).toBeTruthy();
    // The extension's notice, mailed to the requester, is said with its day.
    expect(
      within(cards[0]!).getByText('Avis de prolongation envoyé le 2026-11-20 à nadia@parents.test'),
    ).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Prolonger de 10 jours' })).toBeNull();
    expect(within(cards[1]!).getByText('Échéance dans 5 jours')).toBeTruthy();
  });

  it('extends once where allowed, and answers with a day and a note', async () => {
    const props = renderSection();
    const user = userEvent.setup();
    const card = screen.getByRole('listitem', { name: 'Accès — Nadia Bouchard' });
    await user.click(within(card).getByRole('button', { name: 'Prolonger de 10 jours' }));
    expect(props.onExtend).toHaveBeenCalledWith(near.id);
    await user.click(within(card).getByRole('button', { name: 'Répondre' }));
    await user.type(within(card).getByLabelText('Réponse donnée'), 'Copie du dossier envoyée.');
    await user.click(within(card).getByRole('button', { name: 'Fermer la demande' }));
    expect(props.onAnswer).toHaveBeenCalledWith({
      requestId: near.id,
      answeredOn: '2026-11-29',
      note: 'Copie du dossier envoyée.',
    });
  });

  it("records a request for one of the school's students, refusing a wrong address in French first", async () => {
    const props = renderSection({ requests: [] });
    expect(screen.getByText('Aucune demande reçue.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    await user.selectOptions(screen.getByLabelText('Type de demande'), 'Portabilité');
    await user.type(screen.getByLabelText('Nom de la personne'), 'Nadia Bouchard');
    await user.type(screen.getByLabelText('Courriel de la personne'), 'nadia');
    await user.selectOptions(screen.getByLabelText('Élève concerné'), 'Léa Bouchard');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la demande' }));
    expect(
      screen.getByText('Entrez une adresse courriel valide pour joindre la personne qui fait la demande.'),
    ).toBeTruthy();
    expect(props.onRecord).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Courriel de la personne'), '@parents.test');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la demande' }));
    expect(props.onRecord).toHaveBeenCalledWith({
      kind: 'portability',
      requesterName: 'Nadia Bouchard',
      requesterEmail: 'nadia@parents.test',
      studentId: near.student!.id,
      receivedOn: '2026-11-29',
    });
  });

  it("says 'Établissement privé' and sends its change", async () => {
    const props = renderSection({ body: 'private' });
    const box = screen.getByRole('checkbox', { name: /Établissement privé/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(box);
    expect(props.onSetPrivate).toHaveBeenCalledWith(false);
  });
});
