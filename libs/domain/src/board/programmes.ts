import { courseCodeOf, courseCodes, type CourseCode } from '../group-look.js';

/**
 * A board's figures per programme (issue 25 §4, decision 0050): a group's programme is the Quebec music course
 * its name carries (spec §9's codes, MUS212 … MUS515: the secondary level and its option), the one fact about a
 * programme every group already holds; a group named without one counts under `other`.
 */
export const boardProgrammes = [...courseCodes, 'other'] as const;
export type BoardProgramme = CourseCode | 'other';

export function programmeOf(groupName: string): BoardProgramme {
  return courseCodeOf(groupName) ?? 'other';
}
