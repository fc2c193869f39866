import {
  familyOfInstrument,
  playsInSection,
  sameSection,
  studentsBySection,
  type GoalSection,
} from '../src/motivation/sections.js';

const flutes: GoalSection = { kind: 'instrument', instrument: 'Flûte' };
const woodwinds: GoalSection = { kind: 'family', family: 'bois' };
const brass: GoalSection = { kind: 'family', family: 'cuivres' };
const percussion: GoalSection = { kind: 'family', family: 'percussions' };

describe('the sections of a goal (issue 29 §4)', () => {
  it('finds an instrument’s family from the first-login lists and the profile form’s', () => {
    expect(familyOfInstrument('Flûte')).toBe('bois');
    expect(familyOfInstrument('flute')).toBe('bois');
    expect(familyOfInstrument('Trompette')).toBe('cuivres');
    expect(familyOfInstrument('Saxophone')).toBe('bois');
    expect(familyOfInstrument('Violoncelle')).toBe('cordes');
    expect(familyOfInstrument('Chant')).toBeNull();
    expect(familyOfInstrument('Autre')).toBeNull();
  });

  it('puts a student in a section by their profile’s instrument, percussions ticked together included', () => {
    expect(playsInSection('Flûte', flutes)).toBe(true);
    expect(playsInSection('FLUTE ', flutes)).toBe(true);
    expect(playsInSection('Flûte', woodwinds)).toBe(true);
    expect(playsInSection('Clarinette', flutes)).toBe(false);
    expect(playsInSection('Batterie, Timbales', percussion)).toBe(true);
    expect(playsInSection('Batterie, Timbales', { kind: 'instrument', instrument: 'Timbales' })).toBe(true);
    expect(playsInSection(null, woodwinds)).toBe(false);
    expect(playsInSection('Trombone', woodwinds)).toBe(false);
  });

  it('groups students by section in the sections’ order, never ranking them', () => {
    const instruments: Record<string, string | null> = { a: 'Flûte', b: 'Trompette', c: 'Tuba', d: null };
    const students = ['a', 'b', 'c', 'd'].map((studentId) => ({ studentId }));
    const bySection = studentsBySection([woodwinds, brass], students, (id) => instruments[id] ?? null);
    expect(bySection.map((section) => section.map((student) => student.studentId))).toEqual([
      ['a'],
      ['b', 'c'],
    ]);
  });

  it('knows a section listed twice', () => {
    expect(sameSection(flutes, { kind: 'instrument', instrument: 'flute' })).toBe(true);
    expect(sameSection(woodwinds, flutes)).toBe(false);
    expect(sameSection(woodwinds, { kind: 'family', family: 'bois' })).toBe(true);
  });
});
