import {
  courseCodeOf,
  courseCodes,
  generalMusic,
  groupColorOf,
  groupColors,
  groupInstrumentOf,
} from '../src/index.js';

describe('group colours by course code (spec §9)', () => {
  it.each(courseCodes.map((code) => [code]))('%s has its own colour', (code) => {
    const upper = `${code.toUpperCase()} — Harmonie`;
    expect(courseCodeOf(upper)).toBe(code);
    expect(groupColorOf(upper)).toBe(groupColors[code]);
  });

  it('gives the eight course codes eight different colours, none the default', () => {
    const accents = new Set(courseCodes.map((code) => groupColors[code].accent));
    expect(accents.size).toBe(8);
    expect(accents.has(groupColors.default.accent)).toBe(false);
  });

  it('finds the code with a space or a dash, in any case', () => {
    expect(courseCodeOf('Mus 416 Jazz')).toBe('mus416');
    expect(courseCodeOf('MUS-515')).toBe('mus515');
    expect(courseCodeOf('jazz mus212')).toBe('mus212');
  });

  it.each(['Chorale', 'MUS213 — Harmonie', 'MUS2120', 'campus212', ''])(
    '%j has the default colour',
    (name) => {
      expect(courseCodeOf(name)).toBeNull();
      expect(groupColorOf(name)).toBe(groupColors.default);
    },
  );
});

describe('group icon and instrument by keyword (spec §9)', () => {
  it.each([
    ['group1', 'flute', 'Flûte'],
    ['group2', 'trumpet', 'Trompette'],
    ['group3', 'saxophone', 'Saxophone'],
    ['group4', 'clarinet', 'Clarinette'],
    ['group5', 'trombone', 'Trombone'],
  ])('%s → %s', (keyword, icon, instrument) => {
    expect(groupInstrumentOf(`MUS212 ${keyword}`)).toEqual({ icon, instrument });
    expect(groupInstrumentOf(keyword.toUpperCase())).toEqual({ icon, instrument });
  });

  it.each([
    ['Ensemble de flûtes', 'flute'],
    ['Trumpet section', 'trumpet'],
    ['Trompettes 2e', 'trumpet'],
    ['Saxophone alto', 'saxophone'],
    ['Clarinettes', 'clarinet'],
    ['Trombones', 'trombone'],
  ])('%s names its instrument → %s', (name, icon) => {
    expect(groupInstrumentOf(name).icon).toBe(icon);
  });

  it('reads "groupe 3" like group3, and the numbered keyword wins over an instrument word', () => {
    expect(groupInstrumentOf('Groupe 3').icon).toBe('saxophone');
    expect(groupInstrumentOf('group1 trombone').icon).toBe('flute');
  });

  it.each(['Chorale', 'Orchestre', 'group6', 'group12', 'MUS416 — Jazz', ''])(
    '%j is general music',
    (name) => {
      expect(groupInstrumentOf(name)).toBe(generalMusic);
    },
  );
});
