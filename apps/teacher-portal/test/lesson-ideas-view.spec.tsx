/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { Group, LessonIdeas } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { LessonIdeasView } from '../src/maestro/lesson-ideas-view.js';

const organizationId = '00000000-0000-4000-8000-000000000002';
const groupOf = (id: string, name: string) =>
  ({
    id,
    name,
    description: null,
    teacherId: null,
    teacherIds: [],
    studentIds: [],
    viewerCan: ['see', 'teach'],
    studentCount: 0,
    organizationId,
    connectionCode: 'ABC123',
    source: 'manual',
    externalId: null,
    importedAt: null,
    schoolYear: '2026-2027',
    archived: false,
    createdAt: '2026-09-01T12:00:00.000Z',
    updatedAt: '2026-09-01T12:00:00.000Z',
  }) as unknown as Group;
const harmonie = groupOf('00000000-0000-4000-8000-000000000003', 'MUS212 — Harmonie');
const jazz = groupOf('00000000-0000-4000-8000-000000000004', 'Jazz du midi');
const ideasOf = (id: string, overrides: Partial<LessonIdeas> = {}): LessonIdeas => ({
  id,
  groupId: harmonie.id,
  language: 'fr',
  programme: 'mus212',
  repertoire: ['Gammes et arpèges', 'Étude pour le concert'],
  concert: { title: 'Concert d’hiver', day: '2026-12-18' },
  warmUps: [{ title: 'Respiration en quatre temps', minutes: 5, description: 'Inspirer sur quatre temps.' }],
  activities: [{ title: 'Passage difficile', minutes: 15, description: 'Quatre mesures, lentement.' }],
  concertFocus: 'Un enchaînement complet comme au concert.',
  status: 'draft',
  model: { model: 'crescendo-demo', provider: 'fake-llm', location: 'local', demonstration: true },
  createdAt: '2026-11-24T15:00:00.000Z',
  keptBy: null,
  keptAt: null,
  ...overrides,
});

/**
 * 'Idées de cours' on Maestro IA's page (issue 30 §2): the group and language asked, each answer shown with
 * what it rests on (level, repertoire, next concert), 'Brouillon de Maestro IA' until kept, then signed.
 */
describe('the lesson ideas of a group', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  function show(overrides: Partial<Parameters<typeof LessonIdeasView>[0]> = {}) {
    const props = {
      groups: [harmonie, jazz],
      groupId: harmonie.id,
      onGroupChange: jest.fn((_groupId: string) => undefined),
      ideas: [ideasOf('00000000-0000-4000-8000-000000000010')],
      hasMore: false,
      onMore: jest.fn(() => undefined),
      asking: false,
      onAsk: jest.fn(async (_groupId: string, _language: string) => undefined),
      onKeep: jest.fn(async (_id: string) => undefined),
      onDiscard: jest.fn(async (_id: string) => undefined),
      ...overrides,
    };
    render(<LessonIdeasView {...props} />);
    return props;
  }

  it('asks for the group and language chosen', async () => {
    const props = show({ ideas: [] });
    expect(screen.getByRole('heading', { name: 'Idées de cours' })).toBeTruthy();
    expect(screen.getByText('Aucune idée pour ce groupe.')).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Groupe du cours'), 'Jazz du midi');
    expect(props.onGroupChange).toHaveBeenCalledWith(jazz.id);
    await user.selectOptions(screen.getByLabelText('Langue des idées'), 'en');
    await user.click(screen.getByRole('button', { name: 'Demander des idées' }));
    expect(props.onAsk).toHaveBeenCalledWith(harmonie.id, 'en');
  });

  it('shows a draft with what it rests on, its warm-ups and activities, to keep or discard', async () => {
    const props = show();
    const item = screen.getByText('Brouillon de Maestro IA').closest('li')!;
    expect(within(item).getByText('Niveau : MUS212 (Secondaire 2)')).toBeTruthy();
    expect(within(item).getByText('Répertoire : Gammes et arpèges · Étude pour le concert')).toBeTruthy();
    expect(within(item).getByText('Prochain concert : Concert d’hiver, le 18 décembre 2026')).toBeTruthy();
    expect(within(item).getByRole('heading', { name: 'Réchauffements' })).toBeTruthy();
    expect(within(item).getByText('Respiration en quatre temps')).toBeTruthy();
    expect(within(item).getByText('Passage difficile')).toBeTruthy();
    expect(within(item).getByText('Un enchaînement complet comme au concert.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /^Garder les idées du / }));
    expect(props.onKeep).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000010');
    await user.click(within(item).getByRole('button', { name: /^Écarter les idées du / }));
    expect(props.onDiscard).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000010');
  });

  it('kept ideas read “Généré par Maestro IA” with the name, and no longer change', () => {
    show({
      ideas: [
        ideasOf('00000000-0000-4000-8000-000000000011', {
          status: 'kept',
          keptBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Marc Gagnon' },
          keptAt: '2026-11-24T15:05:00.000Z',
          programme: 'other',
          concert: null,
          repertoire: [],
          concertFocus: '',
        }),
      ],
    });
    const item = screen.getByText('Généré par Maestro IA — approuvé par Marc Gagnon').closest('li')!;
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).getByText('Niveau : non précisé par le nom du groupe')).toBeTruthy();
    expect(within(item).getByText('Aucun concert prévu.')).toBeTruthy();
    expect(within(item).getByText('Répertoire : aucun titre.')).toBeTruthy();
    expect(within(item).queryByText('En vue du concert :')).toBeNull();
  });

  it('shows more of the group’s ideas on demand, and waits while asking', async () => {
    const props = show({ hasMore: true, asking: true });
    expect(
      (screen.getByRole('button', { name: 'Maestro IA prépare des idées…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(props.onMore).toHaveBeenCalled();
  });
});
