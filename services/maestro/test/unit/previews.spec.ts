import { practicePlanPreview } from '../../src/context/previews.js';

// Decision 0068: a preview's text only grows as the model writes, or the page would miss what changed.
describe("'Plan de pratique''s preview", () => {
  const partials: unknown[] = [
    {},
    { sessions: [] },
    { sessions: [{ day: 'Jo' }] },
    { sessions: [{ day: 'Jour 1' }] },
    { sessions: [{ day: 'Jour 1', minutes: 10 }] },
    { sessions: [{ day: 'Jour 1', minutes: 10, focus: '' }] },
    { sessions: [{ day: 'Jour 1', minutes: 10, focus: 'Lecture' }] },
    { sessions: [{ day: 'Jour 1', minutes: 10, focus: 'Lecture lente', goal: 'sans' }] },
    { sessions: [{ day: 'Jour 1', minutes: 10, focus: 'Lecture lente', goal: 'sans arrêt' }, {}] },
    {
      sessions: [
        { day: 'Jour 1', minutes: 10, focus: 'Lecture lente', goal: 'sans arrêt' },
        { day: 'Jour 2', minutes: 15, focus: 'Mesures 12 à 16' },
      ],
    },
  ];

  it('only grows from one partial answer to the next', () => {
    const previews = partials.map(practicePlanPreview);
    previews.slice(1).forEach((preview, index) => expect(preview.startsWith(previews[index]!)).toBe(true));
    expect(previews.at(-1)).toBe('Jour 1 — Lecture lente — sans arrêt\nJour 2 — Mesures 12 à 16');
  });
});
