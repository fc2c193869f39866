import { familyInstruments, instrumentFamilies, type InstrumentFamily } from '../instruments.js';

/**
 * The sections of a group (issue 29 §4: 'the flutes practise 5 days a week'): the students playing an
 * instrument family (cordes, bois, cuivres, percussions) or one instrument, as their profile says (identity
 * keeps it; nothing is copied here). A section goal shows each section's share side by side — light
 * competition between sections, cooperation within one — and never ranks a student.
 */
export type GoalSection =
  { kind: 'family'; family: InstrumentFamily } | { kind: 'instrument'; instrument: string };

/** A goal targets at most this many sections (the four families, or a few instruments). */
export const goalSectionsMax = 4;

/** 'Flûte' and 'flute', 'Saxophone Alto' and 'saxophone alto' are the same instrument. */
export function instrumentKey(instrument: string): string {
  return instrument
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** The instruments of a profile's answer: one, or the percussions ticked together ('Batterie, Timbales'). */
export function instrumentsOf(instrument: string | null): string[] {
  if (!instrument) return [];
  return instrument
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The profile form's 'Saxophone' (spec §5) is a woodwind like the first-login question's saxophones. */
const extraFamilies: Record<string, InstrumentFamily> = { saxophone: 'bois' };

/** The family of one instrument; null for one of none ('Chant', 'Autre', anything else written). */
export function familyOfInstrument(instrument: string): InstrumentFamily | null {
  const key = instrumentKey(instrument);
  for (const family of instrumentFamilies)
    if (familyInstruments[family].some((candidate) => instrumentKey(candidate) === key)) return family;
  return extraFamilies[key] ?? null;
}

/** Whether a student with this profile's instrument plays in the section. */
export function playsInSection(instrument: string | null, section: GoalSection): boolean {
  const played = instrumentsOf(instrument);
  if (section.kind === 'family') return played.some((one) => familyOfInstrument(one) === section.family);
  const wanted = instrumentKey(section.instrument);
  return played.some((one) => instrumentKey(one) === wanted);
}

/** Two sections are the same (a goal does not list one twice). */
export function sameSection(a: GoalSection, b: GoalSection): boolean {
  if (a.kind === 'family' && b.kind === 'family') return a.family === b.family;
  if (a.kind === 'instrument' && b.kind === 'instrument')
    return instrumentKey(a.instrument) === instrumentKey(b.instrument);
  return false;
}

/** The students of each section, in the sections' order (a student may be in two: 'Piano' is cordes). */
export function studentsBySection<S extends { studentId: string }>(
  sections: readonly GoalSection[],
  students: readonly S[],
  instrumentOf: (studentId: string) => string | null,
): S[][] {
  return sections.map((section) =>
    students.filter((student) => playsInSection(instrumentOf(student.studentId), section)),
  );
}
