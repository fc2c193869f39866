import { schoolYearPattern, isSchoolYear } from '../school-year.js';

/** A term ('Étape') of a school year as a school sets it: its name, its days (both included), its weight in %. */
export interface TermFields {
  name: string;
  startsOn: string;
  endsOn: string;
  weight: number;
}

/**
 * The default a school is offered for a school year (issue 29 §3), never imposed: two terms weighing 40 % and
 * 60 %, as the Régime pédagogique now sets the secondary school year (RLRQ c. I-13.3, r. 8, art. 29 and 30 as
 * amended in 2022; decision 0056). Days are a proposal the school's admin changes to its own calendar.
 */
export function defaultTerms(schoolYear: string): TermFields[] {
  const match = schoolYearPattern.exec(schoolYear);
  if (!match || !isSchoolYear(schoolYear)) throw new Error(`Not a school year: ${schoolYear}`);
  const [first, second] = [match[1], match[2]];
  return [
    { name: 'Étape 1', startsOn: `${first}-08-25`, endsOn: `${second}-01-20`, weight: 40 },
    { name: 'Étape 2', startsOn: `${second}-01-21`, endsOn: `${second}-06-30`, weight: 60 },
  ];
}

export type TermsProblem = 'termsWeights' | 'termsOrder' | 'termsOutsideYear' | 'termEndsBeforeStart';

/**
 * What is wrong with a school year's terms, or null: each ends on or after its start, they follow one another
 * without overlapping, they lie within the school year (July 1 to June 30), and their weights add up to 100.
 */
export function termsProblem(schoolYear: string, terms: readonly TermFields[]): TermsProblem | null {
  const match = schoolYearPattern.exec(schoolYear);
  if (!match) return 'termsOutsideYear';
  const [yearStart, yearEnd] = [`${match[1]}-07-01`, `${match[2]}-06-30`];
  for (const term of terms) {
    if (term.endsOn < term.startsOn) return 'termEndsBeforeStart';
    if (term.startsOn < yearStart || term.endsOn > yearEnd) return 'termsOutsideYear';
  }
  for (let index = 1; index < terms.length; index += 1)
    if (terms[index]!.startsOn <= terms[index - 1]!.endsOn) return 'termsOrder';
  const weights = terms.reduce((sum, term) => sum + term.weight, 0);
  return weights === 100 ? null : 'termsWeights';
}
