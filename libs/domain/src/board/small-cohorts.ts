/**
 * A board sees figures per school and per programme, never about a child (issue 25 §4, decision 0050): any
 * figure computed over fewer than `smallCohortSize` students (none included) is withheld and shown as '< 5'. A total shown
 * beside its parts must not give a withheld part away by subtraction, so when exactly one part is withheld
 * the next smallest is withheld with it (secondary suppression, as statistics agencies publish tables).
 */
export const smallCohortSize = 5;

/** Figures about one cohort (a school, a programme), with how many students they are about. */
export interface CohortFigures {
  students: number;
}

export type Withheld = { withheld: true; label: '< 5' };
export type Shown<F extends CohortFigures> = { withheld: false } & F;
export type Published<F extends CohortFigures> = Shown<F> | Withheld;

const withheld: Withheld = { withheld: true, label: '< 5' };

export function isSmallCohort(students: number): boolean {
  return students < smallCohortSize;
}

/** One cohort on its own: its figures, or nothing but '< 5'. */
export function publishCohort<F extends CohortFigures>(figures: F): Published<F> {
  return isSmallCohort(figures.students) ? withheld : { withheld: false, ...figures };
}

/**
 * Parts published beside their total (the total is published on its own by `publishCohort`): each small part
 * withheld, and when that leaves exactly one withheld part while the total is shown, the smallest other part
 * too. Order is kept. `alsoWithheld[i]` withholds part i whatever its size (a part withheld by another table's
 * rule, `publishTotalBeside`), and counts as withheld for the rest.
 */
export function publishParts<F extends CohortFigures>(
  parts: readonly F[],
  alsoWithheld: readonly boolean[] = [],
): Published<F>[] {
  const published = parts.map((part, index) => (alsoWithheld[index] ? withheld : publishCohort(part)));
  const hidden = published.filter((part) => part.withheld).length;
  const total = parts.reduce((sum, part) => sum + part.students, 0);
  if (hidden !== 1 || isSmallCohort(total)) return published;
  let smallest = -1;
  parts.forEach((part, index) => {
    if (published[index]!.withheld) return;
    if (smallest < 0 || part.students < parts[smallest]!.students) smallest = index;
  });
  if (smallest >= 0) published[smallest] = withheld;
  return published;
}

/**
 * A total whose parts are published in tables of their own (a programme's figure over the whole board, whose
 * parts are each school's figure of that programme, published beside the school's total): the total less the
 * parts shown is what the withheld parts hold together. So the total is withheld when it is small itself, when
 * exactly one of its parts is withheld (the subtraction would be that part), or when its withheld parts are about
 * fewer than 5 students together (`withheldTogether`: those parts counted as one cohort).
 */
export function publishTotalBeside<F extends CohortFigures>(
  total: F,
  withheldParts: number,
  withheldTogether: CohortFigures,
): Published<F> {
  if (withheldParts === 0) return publishCohort(total);
  if (withheldParts === 1 || isSmallCohort(withheldTogether.students)) return withheld;
  return publishCohort(total);
}
