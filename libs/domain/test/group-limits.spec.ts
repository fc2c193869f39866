import {
  cleanGroupName,
  instruments,
  isInstrument,
  percussionInstruments,
  sampleGroups,
} from '../src/index.js';

describe('group name (spec §5: required, blank after trimming does nothing)', () => {
  it.each(['', '   ', '\t\n '])('%j is blank', (input) => {
    expect(cleanGroupName(input)).toBeNull();
  });

  it('trims and folds inner runs of spaces', () => {
    expect(cleanGroupName('  MUS212   Harmonie ')).toBe('MUS212 Harmonie');
  });
});

describe('sample groups (spec §6)', () => {
  it('are general music, orchestra and choir with codes ADMIN01 to ADMIN03', () => {
    expect(sampleGroups.map((group) => group.connectionCode)).toEqual(['ADMIN01', 'ADMIN02', 'ADMIN03']);
    expect(sampleGroups.map((group) => group.name)).toEqual(['Musique générale', 'Orchestre', 'Chorale']);
  });
});

describe('instruments (spec §5)', () => {
  it('lists the sixteen choices of the profile form, to the letter', () => {
    expect(instruments).toHaveLength(16);
    expect(instruments[0]).toBe('Piano');
    expect(instruments).toContain('Saxophone Tenor');
    expect(instruments[15]).toBe('Autre');
  });

  it('knows the list and the percussions', () => {
    expect(isInstrument('Flûte')).toBe(true);
    expect(isInstrument('Flute')).toBe(false);
    expect(percussionInstruments).toEqual(['Batterie', 'Xylophone', 'Timbales', 'Percussions auxiliaires']);
  });
});
