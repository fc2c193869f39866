/**
 * Spec §9: how a group looks, derived from its name only. Colours by the Quebec course code in the
 * name; icon and instrument by the keywords group1..group5 (or the instrument's own name).
 */

export const courseCodes = [
  'mus212',
  'mus215',
  'mus312',
  'mus316',
  'mus413',
  'mus416',
  'mus512',
  'mus515',
] as const;
export type CourseCode = (typeof courseCodes)[number];

export interface GroupColor {
  /** Accent (borders, icon background); white text on it keeps a contrast of at least 4.5:1. */
  accent: string;
  /** Light tint for a card's background. */
  tint: string;
}

export const groupColors: Record<CourseCode | 'default', GroupColor> = {
  mus212: { accent: '#1d4ed8', tint: '#dbeafe' },
  mus215: { accent: '#047857', tint: '#d1fae5' },
  mus312: { accent: '#6d28d9', tint: '#ede9fe' },
  mus316: { accent: '#b91c1c', tint: '#fee2e2' },
  mus413: { accent: '#b45309', tint: '#fef3c7' },
  mus416: { accent: '#0e7490', tint: '#cffafe' },
  mus512: { accent: '#be185d', tint: '#fce7f3' },
  mus515: { accent: '#4d7c0f', tint: '#ecfccb' },
  default: { accent: '#475569', tint: '#f1f5f9' },
};

/** Lower case, accents dropped: 'MUS 212 — Flûte' → 'mus 212 — flute'. */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The course code in a name ('MUS212', 'mus 212', 'MUS-212'), or null. */
export function courseCodeOf(name: string): CourseCode | null {
  const match = /\bmus[\s-]?(\d{3})(?!\d)/.exec(fold(name));
  if (!match) return null;
  const code = `mus${match[1]}`;
  return (courseCodes as readonly string[]).includes(code) ? (code as CourseCode) : null;
}

export function groupColorOf(name: string): GroupColor {
  const code = courseCodeOf(name);
  return groupColors[code ?? 'default'];
}

export type GroupIcon = 'flute' | 'trumpet' | 'saxophone' | 'clarinet' | 'trombone' | 'music';

export interface GroupInstrument {
  icon: GroupIcon;
  /** As the details modal shows it, in French (names of spec §5's list). */
  instrument: string;
}

export const generalMusic: GroupInstrument = { icon: 'music', instrument: 'Musique générale' };

const instrumentRules: Array<{ group: number; words: RegExp; look: GroupInstrument }> = [
  { group: 1, words: /flute/, look: { icon: 'flute', instrument: 'Flûte' } },
  { group: 2, words: /trumpet|trompette/, look: { icon: 'trumpet', instrument: 'Trompette' } },
  { group: 3, words: /saxophone|\bsax\b/, look: { icon: 'saxophone', instrument: 'Saxophone' } },
  { group: 4, words: /clarinet/, look: { icon: 'clarinet', instrument: 'Clarinette' } },
  { group: 5, words: /trombone/, look: { icon: 'trombone', instrument: 'Trombone' } },
];

/** 'group1'..'group5' (also 'groupe 1'), else the instrument's name, else general music. */
export function groupInstrumentOf(name: string): GroupInstrument {
  const folded = fold(name);
  const numbered = /groupe?[\s_-]?([1-5])(?!\d)/.exec(folded);
  if (numbered) {
    const rule = instrumentRules.find((candidate) => candidate.group === Number(numbered[1]));
    if (rule) return rule.look;
  }
  return instrumentRules.find((rule) => rule.words.test(folded))?.look ?? generalMusic;
}
