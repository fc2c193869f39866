import { familyInstruments, instrumentAnswer } from '../src/index.js';

describe('first-login instrument answer (spec §5)', () => {
  it('requires a family', () => {
    expect(instrumentAnswer({ family: null, instrument: 'Violon', percussions: [] })).toEqual({
      ok: false,
      reason: 'family-required',
    });
  });

  it('joins the ticked percussions with commas', () => {
    expect(
      instrumentAnswer({ family: 'percussions', instrument: '', percussions: ['Batterie', 'Timbales'] }),
    ).toEqual({ ok: true, instrument: 'Batterie, Timbales' });
  });

  it('refuses an answer under 3 characters', () => {
    expect(instrumentAnswer({ family: 'cordes', instrument: ' Cl ', percussions: [] })).toEqual({
      ok: false,
      reason: 'too-short',
    });
    expect(instrumentAnswer({ family: 'percussions', instrument: '', percussions: [] }).ok).toBe(false);
  });

  it('keeps a chosen instrument of its family', () => {
    expect(instrumentAnswer({ family: 'bois', instrument: 'Flûte', percussions: [] })).toEqual({
      ok: true,
      instrument: 'Flûte',
    });
    expect(familyInstruments.percussions).toEqual([
      'Batterie',
      'Xylophone',
      'Timbales',
      'Percussions auxiliaires',
    ]);
  });
});
