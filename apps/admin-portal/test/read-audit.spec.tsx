/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { ReadLogEntry, ReadReview } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import {
  ReadAuditSection,
  noReadFilters,
  type ReadAuditSectionProps,
  type ReadLogFilterState,
} from '../src/privacy/read-audit-section.js';

const pages = {
  isPending: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
};
const lea = '00000000-0000-4000-8000-00000000e1e1';
const marc = '00000000-0000-4000-8000-00000000a0a0';
const read: ReadLogEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  readAt: '2026-11-30T15:05:00.000000Z',
  readerId: marc,
  readerName: 'Marc Gagnon',
  studentId: lea,
  studentName: 'Léa Roy',
  category: 'reportCards',
  reference: 'reportCard:1',
  basis: 'admin-right',
};
const burst: ReadReview = {
  id: '00000000-0000-4000-8000-0000000000b1',
  kind: 'many-students',
  readerId: marc,
  readerName: 'Marc Gagnon',
  students: 140,
  category: 'grades',
  raisedAt: '2026-11-30T15:05:00.000000Z',
  reviewedAt: null,
  reviewedByName: null,
};

function renderSection(overrides: Partial<ReadAuditSectionProps> = {}) {
  initPreloadedI18n('fr', [initReactI18next]);
  const props: ReadAuditSectionProps = {
    reviews: [burst],
    reviewPages: pages,
    canReview: true,
    showReviewed: false,
    onShowReviewed: jest.fn(),
    onMarkReviewed: jest.fn<(reviewId: string) => Promise<unknown>>().mockResolvedValue({}),
    reads: [read],
    readPages: pages,
    filters: noReadFilters,
    onFilters: jest.fn<(filters: ReadLogFilterState) => void>(),
    ...overrides,
  };
  render(<ReadAuditSection {...props} />);
  return props;
}

describe("'Journal des consultations'", () => {
  it('shows the reviews first, then each read with who, whom, what and on what basis', () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Journal des consultations' })).toBeTruthy();
    const card = screen.getByRole('listitem', { name: 'Marc Gagnon — Notes' });
    expect(within(card).getByText('A consulté les dossiers de 140 élèves en moins d’une heure')).toBeTruthy();
    const row = screen.getByTestId('read-log-row');
    expect(within(row).getByText('Léa Roy')).toBeTruthy();
    expect(within(row).getByText('Bulletins')).toBeTruthy();
    expect(within(row).getByText('Droits d’administration')).toBeTruthy();
  });

  it("'Marquer comme examinée' sends the entry", async () => {
    const props = renderSection();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /^Marquer comme examinée/ }));
    expect(props.onMarkReviewed).toHaveBeenCalledWith(burst.id);
  });

  it('an examined entry says who examined it and offers no button', () => {
    renderSection({
      reviews: [{ ...burst, reviewedAt: '2026-11-30T16:00:00.000000Z', reviewedByName: 'Julie Tremblay' }],
      showReviewed: true,
    });
    expect(screen.getByText(/Examinée le .* par Julie Tremblay/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Marquer comme examinée/ })).toBeNull();
  });

  it('narrows the log to a student by their name, and by category', async () => {
    const props = renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voir les consultations de Léa Roy' }));
    expect(props.onFilters).toHaveBeenCalledWith({ ...noReadFilters, student: { id: lea, name: 'Léa Roy' } });
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Enregistrements');
    expect(props.onFilters).toHaveBeenCalledWith({ ...noReadFilters, category: 'recordings' });
  });

  it('says a period ending before it starts is not searched, and removes a chosen filter', async () => {
    const filters = {
      ...noReadFilters,
      from: '2026-11-30',
      to: '2026-11-01',
      reader: { id: marc, name: 'Marc Gagnon' },
    };
    const props = renderSection({ filters, reads: [] });
    expect(screen.getByText('La fin de la période ne peut pas précéder son début.')).toBeTruthy();
    expect(screen.getByText('Aucune consultation pour ces filtres.')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retirer le filtre « Consulté par : Marc Gagnon »' }));
    expect(props.onFilters).toHaveBeenCalledWith({ ...filters, reader: null });
  });

  it("lets a board's administrator choose the school first, and shows nothing of a school before", async () => {
    const monts = { id: '00000000-0000-4000-8000-00000000c001', name: 'École des Monts' };
    const rives = { id: '00000000-0000-4000-8000-00000000c002', name: 'École des Rives' };
    const onChoose = jest.fn<(id: string) => void>();
    renderSection({ schools: { options: [monts, rives], chosen: '', onChoose } });
    expect(screen.getByText('Choisissez une école pour voir son journal des consultations.')).toBeTruthy();
    expect(screen.queryByTestId('read-log-row')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('École'), 'École des Rives');
    expect(onChoose).toHaveBeenCalledWith(rives.id);
  });

  it("shows the chosen school's reads and reviews to the board's administrator, who examines none", () => {
    const monts = { id: '00000000-0000-4000-8000-00000000c001', name: 'École des Monts' };
    renderSection({
      schools: { options: [monts], chosen: monts.id, onChoose: jest.fn() },
      canReview: false,
    });
    expect((screen.getByLabelText('École') as HTMLSelectElement).value).toBe(monts.id);
    expect(within(screen.getByTestId('read-log-row')).getByText('Léa Roy')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Marc Gagnon — Notes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Marquer comme examinée/ })).toBeNull();
  });
});
