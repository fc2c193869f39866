import { boardProgrammes, programmeOf } from '../src/board/programmes.js';

describe("a group's programme (decision 0050)", () => {
  it('is the Quebec music course its name carries, however it is written', () => {
    expect(programmeOf('MUS212 — Harmonie')).toBe('mus212');
    expect(programmeOf('Mus 515 Jazz')).toBe('mus515');
    expect(programmeOf('Cordes MUS-316')).toBe('mus316');
  });

  it("is 'other' without a known course code", () => {
    expect(programmeOf('Ensemble de jazz')).toBe('other');
    expect(programmeOf('MUS999 — Atelier')).toBe('other');
    expect(programmeOf('MUS2120')).toBe('other');
  });

  it('lists the course codes in order, other last', () => {
    expect(boardProgrammes).toEqual([
      'mus212',
      'mus215',
      'mus312',
      'mus316',
      'mus413',
      'mus416',
      'mus512',
      'mus515',
      'other',
    ]);
  });
});
