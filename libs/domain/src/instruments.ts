/** Spec §5: the instrument choices of the profile form, to the letter. */
export const instruments = [
  'Piano',
  'Guitare',
  'Violon',
  'Violoncelle',
  'Flûte',
  'Clarinette',
  'Saxophone',
  'Saxophone Alto',
  'Saxophone Tenor',
  'Trompette',
  'Trombone',
  'Euphonium',
  'Tuba',
  'Batterie',
  'Chant',
  'Autre',
] as const;
export type Instrument = (typeof instruments)[number];

/** Spec §5, first-login question: the families, and the percussions that may be ticked together. */
export const instrumentFamilies = ['cordes', 'bois', 'cuivres', 'percussions'] as const;
export const percussionInstruments = [
  'Batterie',
  'Xylophone',
  'Timbales',
  'Percussions auxiliaires',
] as const;
/** Spec §5: the first-login answer must be at least 3 characters. */
export const instrumentAnswerMinLength = 3;

export function isInstrument(value: string): value is Instrument {
  return (instruments as readonly string[]).includes(value);
}

export type InstrumentFamily = (typeof instrumentFamilies)[number];

/** The first-login question's choices per family; percussions are ticked (several), the others chosen (one). */
export const familyInstruments = {
  cordes: ['Violon', 'Alto', 'Violoncelle', 'Contrebasse', 'Guitare', 'Guitare basse', 'Harpe', 'Piano'],
  bois: [
    'Flûte',
    'Clarinette',
    'Hautbois',
    'Basson',
    'Saxophone Alto',
    'Saxophone Tenor',
    'Saxophone Baryton',
  ],
  cuivres: ['Trompette', 'Cor', 'Trombone', 'Euphonium', 'Tuba'],
  percussions: percussionInstruments,
} as const satisfies Record<InstrumentFamily, readonly string[]>;

export type InstrumentAnswer =
  { ok: true; instrument: string } | { ok: false; reason: 'family-required' | 'too-short' };

/**
 * Spec §5: a family is required; percussions join the ticked instruments with commas; the answer
 * must be at least 3 characters.
 */
export function instrumentAnswer(input: {
  family: InstrumentFamily | null;
  instrument: string;
  percussions: readonly string[];
}): InstrumentAnswer {
  if (!input.family) return { ok: false, reason: 'family-required' };
  const answer = (input.family === 'percussions' ? input.percussions.join(', ') : input.instrument).trim();
  return answer.length >= instrumentAnswerMinLength
    ? { ok: true, instrument: answer }
    : { ok: false, reason: 'too-short' };
}
