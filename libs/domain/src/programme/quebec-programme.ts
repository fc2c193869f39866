import { courseCodes, type CourseCode } from '../group-look.js';

/**
 * The Quebec programme for music at secondary school (issue 29 §1), as data. Source: Programme de formation de
 * l'école québécoise, enseignement secondaire, Domaine des arts — Musique (ministère de l'Éducation du
 * Québec: premier cycle 2004, deuxième cycle 2007), whose three competencies a report card marks; the course
 * codes are those spec §9 already colours groups by (MUS212 … MUS515).
 */
export const programmeSource =
  'Programme de formation de l’école québécoise, enseignement secondaire, Domaine des arts — Musique (ministère de l’Éducation du Québec)';

export const competencyIds = ['create', 'perform', 'appreciate'] as const;
export type CompetencyId = (typeof competencyIds)[number];

export interface Competency {
  id: CompetencyId;
  /** The programme's wording, to the letter. */
  fr: string;
  en: string;
}

export const musicCompetencies: readonly Competency[] = [
  { id: 'create', fr: 'Créer des œuvres musicales', en: 'Create musical works' },
  { id: 'perform', fr: 'Interpréter des œuvres musicales', en: 'Perform musical works' },
  { id: 'appreciate', fr: 'Apprécier des œuvres musicales', en: 'Appreciate musical works' },
];

export function competencyOf(id: CompetencyId): Competency {
  return musicCompetencies.find((competency) => competency.id === id)!;
}

export interface MusicCourse {
  code: CourseCode;
  /** 'MUS212': the secondary year is its first digit (Secondaire 2). */
  label: string;
  secondaryYear: 1 | 2 | 3 | 4 | 5;
}

/** The courses of spec §9, in order: the code as a group's name carries it, its label and its year. */
export const musicCourses: readonly MusicCourse[] = courseCodes.map((code) => ({
  code,
  label: code.toUpperCase(),
  secondaryYear: Number(code.charAt(3)) as MusicCourse['secondaryYear'],
}));
