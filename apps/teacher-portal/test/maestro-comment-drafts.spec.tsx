/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { CommentDraft } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { MaestroCommentDrafts } from '../src/report-cards/maestro-comment-drafts.js';

const lea = '33333333-3333-4333-8333-333333333333';
const noah = '55555555-5555-4555-8555-555555555555';
const draftOf = (id: string, studentId: string, text: string): CommentDraft => ({
  id,
  groupId: '22222222-2222-4222-8222-222222222222',
  termId: '11111111-1111-4111-8111-111111111111',
  studentId,
  language: 'fr',
  competency: null,
  text,
  status: 'draft',
  model: { model: 'crescendo-demo', provider: 'fake-llm', location: 'local', demonstration: true },
  createdAt: '2026-11-29T12:00:00.000Z',
  edited: false,
  approvedBy: null,
  approvedAt: null,
});
const drafts = [
  draftOf('66666666-6666-4666-8666-666666666666', lea, 'Léa Roy interprète avec justesse.'),
  draftOf('77777777-7777-4777-8777-777777777777', noah, 'Noah Tremblay pratique avec constance.'),
];
const names: Record<string, string> = { [lea]: 'Léa Roy', [noah]: 'Noah Tremblay' };

/**
 * 'Brouillons de Maestro IA' in the teacher's 'Bulletins' (issue 30 §2): asked in the card's language, each
 * draft shown 'Brouillon de Maestro IA', edited, then approved (as edited) or discarded.
 */
describe('the Maestro IA comment drafts of a term', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  function show(overrides: Partial<Parameters<typeof MaestroCommentDrafts>[0]> = {}) {
    const props = {
      drafts,
      hasMore: false,
      onMore: jest.fn(),
      nameOf: (id: string) => names[id] ?? '?',
      demonstration: true,
      asking: false,
      onAsk: jest.fn(async (_language: string, _competency?: string) => undefined),
      onApprove: jest.fn(async (_draftId: string, _text: string) => undefined),
      onDiscard: jest.fn(async (_draftId: string) => undefined),
      ...overrides,
    };
    render(<MaestroCommentDrafts {...props} />);
    return props;
  }

  it('asks the drafts in the language chosen, and says the demonstration model answers', async () => {
    const props = show({ drafts: [] });
    expect(screen.getByText('Modèle de démonstration')).toBeTruthy();
    expect(screen.getByText('Aucun brouillon à revoir pour cette étape.')).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Langue du bulletin'), 'en');
    await user.click(screen.getByRole('button', { name: 'Brouillons de Maestro IA' }));
    expect(props.onAsk).toHaveBeenCalledWith('en');
  });

  it('asks one competency’s drafts, and names the competency of each such draft', async () => {
    const perform: CommentDraft = { ...drafts[0]!, competency: 'perform' };
    const props = show({ drafts: [perform] });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Commentaire demandé'), 'create');
    await user.click(screen.getByRole('button', { name: 'Brouillons de Maestro IA' }));
    expect(props.onAsk).toHaveBeenCalledWith('fr', 'create');
    const field = screen.getByLabelText(
      'Commentaire proposé pour Léa Roy — Interpréter des œuvres musicales',
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Approuver le commentaire de Léa Roy — Interpréter des œuvres musicales',
      }),
    );
    expect(props.onApprove).toHaveBeenCalledWith(perform.id, (field as HTMLTextAreaElement).value);
  });

  it('shows each draft as a draft of Maestro IA, and approves it as the teacher edited it', async () => {
    const props = show();
    expect(screen.getAllByText('Brouillon de Maestro IA')).toHaveLength(2);
    const field = screen.getByLabelText('Commentaire proposé pour Léa Roy');
    expect((field as HTMLTextAreaElement).value).toBe('Léa Roy interprète avec justesse.');
    const user = userEvent.setup();
    await user.type(field, ' Bravo !');
    await user.click(screen.getByRole('button', { name: 'Approuver le commentaire de Léa Roy' }));
    expect(props.onApprove).toHaveBeenCalledWith(drafts[0]!.id, 'Léa Roy interprète avec justesse. Bravo !');
    expect(props.onDiscard).not.toHaveBeenCalled();
  });

  it('refuses an emptied comment in French, sending nothing; discards another', async () => {
    const props = show();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Commentaire proposé pour Noah Tremblay'));
    await user.click(screen.getByRole('button', { name: 'Approuver le commentaire de Noah Tremblay' }));
    expect(await screen.findByText('Le commentaire ne peut pas être vide.')).toBeTruthy();
    expect(props.onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Écarter le brouillon de Léa Roy' }));
    expect(props.onDiscard).toHaveBeenCalledWith(drafts[0]!.id);
  });

  it('an approved one reads “Généré par Maestro IA” with the approver’s name, and no longer changes', () => {
    const approved: CommentDraft = {
      ...drafts[0]!,
      status: 'approved',
      approvedBy: { id: '88888888-8888-4888-8888-888888888888', name: 'Marc Gagnon' },
      approvedAt: '2026-11-29T13:00:00.000Z',
    };
    show({ drafts: [approved] });
    const item = screen.getByText('Généré par Maestro IA — approuvé par Marc Gagnon').closest('li')!;
    expect(within(item).queryByRole('button')).toBeNull();
    expect((within(item).getByRole('textbox') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('says when more drafts follow and reads the next page on ‘Afficher plus’', async () => {
    const props = show({ hasMore: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(props.onMore).toHaveBeenCalledTimes(1);
  });

  it('shows no ‘Afficher plus’ on the last page', () => {
    show();
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('while asking: its place in the queue, then each student’s comment as it is drafted, marked a preview', () => {
    const props = {
      drafts: [],
      hasMore: false,
      onMore: jest.fn(),
      nameOf: () => '?',
      demonstration: false,
      asking: true,
      onAsk: jest.fn(async () => undefined),
      onApprove: jest.fn(async () => undefined),
      onDiscard: jest.fn(async () => undefined),
    };
    const { rerender } = render(<MaestroCommentDrafts {...props} preview={{ position: 3, text: '' }} />);
    expect(screen.getByText('Aperçu pendant la rédaction')).toBeTruthy();
    expect(screen.getByText('En attente : 3')).toBeTruthy();
    rerender(
      <MaestroCommentDrafts
        {...props}
        preview={{ position: null, text: 'Léa Roy — Léa progresse.\n\nNoé Côté — Noé lit mieux.' }}
      />,
    );
    expect(screen.queryByText(/En attente/)).toBeNull();
    expect(screen.getByText('Maestro IA rédige…')).toBeTruthy();
    expect(screen.getByText(/Léa Roy — Léa progresse\.\s+Noé Côté — Noé lit mieux\./)).toBeTruthy();
    // The reply came: the drafts are listed, the preview goes.
    rerender(<MaestroCommentDrafts {...props} asking={false} preview={{ position: null, text: 'x' }} />);
    expect(screen.queryByText('Aperçu pendant la rédaction')).toBeNull();
  });
});
