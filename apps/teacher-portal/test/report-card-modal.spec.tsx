/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { BankComment, GroupReportRow, Term } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ReportCardModal } from '../src/report-cards/report-card-modal.js';

const term: Term = {
  id: '11111111-1111-4111-8111-111111111111',
  schoolYear: '2026-2027',
  name: 'Étape 1',
  startsOn: '2026-08-25',
  endsOn: '2027-01-20',
  weight: 40,
};
const groupId = '22222222-2222-4222-8222-222222222222';
const row: GroupReportRow = {
  studentId: '33333333-3333-4333-8333-333333333333',
  reportCard: null,
  work: {
    practiceDays: 40,
    daysPerWeek: 3.2,
    assigned: 4,
    handedIn: 3,
    handedInPercent: 75,
    gradedAverage: 82,
    graded: 3,
  },
};
const comments: BankComment[] = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    topic: 'perform',
    language: 'fr',
    text: 'Interprète ses pièces avec justesse.',
    scope: 'school',
    createdAt: '2026-09-01T12:00:00.000Z',
  },
];

/**
 * A report card's dialog (issue 29 §3) on web-kit's form kit: the reports' contract decides in the browser what
 * the server decides (a mark from 0 to 100, blank for not evaluated); a comment of the bank is added to the text.
 */
describe('the report card dialog', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  function open(onSave: (card: unknown) => Promise<unknown>) {
    render(
      <ReportCardModal
        row={row}
        studentName="Léa Roy"
        term={term}
        groupId={groupId}
        comments={comments}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
  }

  it('shows the term’s work in days a week, and refuses a mark over 100 in French, sending nothing', async () => {
    const onSave = jest.fn(async (_card: unknown) => undefined);
    open(onSave);
    await screen.findByText(/3,2 jours sur 7, devoirs remis 75 % \(3 sur 4\), travaux notés 82 %/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Créer des œuvres musicales \(%\)/), '120');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('La note est un nombre entier de 0 à 100.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the marks (blank: not evaluated) and the comment taken from the bank', async () => {
    const onSave = jest.fn(async (_card: unknown) => undefined);
    open(onSave);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Interpréter des œuvres musicales \(%\)/), '85');
    await user.type(screen.getByLabelText(/^Apprécier des œuvres musicales \(%\)/), '78');
    await user.selectOptions(screen.getByLabelText('Banque de commentaires'), comments[0]!.text);
    expect(screen.getByLabelText('Commentaire')).toHaveProperty('value', comments[0]!.text);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      {
        termId: term.id,
        groupId,
        studentId: row.studentId,
        marks: { create: null, perform: 85, appreciate: 78 },
        comment: comments[0]!.text,
      },
    ]);
  });
});
