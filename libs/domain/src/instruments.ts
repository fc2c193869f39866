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
