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
 * too. Order is kept.
 */
export function publishParts<F extends CohortFigures>(parts: readonly F[]): Published<F>[] {
  const published = parts.map(publishCohort);
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
