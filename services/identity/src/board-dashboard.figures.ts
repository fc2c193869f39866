import type {
  BoardDashboardSchool,
  BoardFigure,
  BoardProgrammeFigures,
  BoardWeekFigures,
  ProgrammeCohort,
  WeekFigures,
} from '@crescendo/contracts';
import { isSmallCohort, publishParts, type Published } from '@crescendo/domain';

/** One figure and the students it is about (its cohort), before the small-cohort rule. */
export interface Counted {
  students: number;
  value: number | null;
}

const withheld: BoardFigure = { withheld: true };

export function figureOf(published: Published<Counted>): BoardFigure {
  return published.withheld ? withheld : { withheld: false, value: published.value };
}

/**
 * A week's three figures, each with its own cohort: the minutes and the active students are about those who
 * practised; the share handed in about those given an assignment due (no assignment due: shown, no value). A
 * cohort of fewer than 5 enrolled students counts as none.
 */
export function counted(week: WeekFigures, enrolled: number): CountedWeek {
  const cohort = (students: number) => (isSmallCohort(enrolled) ? 0 : students);
  return {
    practiceMinutes: { students: cohort(week.activeStudents), value: week.practiceMinutes },
    activeStudents: { students: cohort(week.activeStudents), value: week.activeStudents },
    handedInPercent:
      week.assigned === 0
        ? null
        : {
            students: cohort(week.assignedStudents),
            value: Math.round((100 * week.handedIn) / week.assigned),
          },
  };
}

/** A week's three figures before the small-cohort rule; a share handed in is null when nothing was due. */
export interface CountedWeek {
  practiceMinutes: Counted;
  activeStudents: Counted;
  handedInPercent: Counted | null;
}

export type Kind = keyof BoardWeekFigures;
export const kinds: Kind[] = ['practiceMinutes', 'activeStudents', 'handedInPercent'];

/**
 * Parts beside their school's total (decision 0050): each kind of figure published over the programmes with
 * `publishParts`, so a withheld programme is never found by subtracting the others from the school's figure.
 */
export function publishedParts(
  parts: CountedWeek[],
  alsoWithheld: Record<Kind, boolean[]> = { practiceMinutes: [], activeStudents: [], handedInPercent: [] },
): BoardWeekFigures[] {
  const figures: BoardWeekFigures[] = parts.map(() => ({
    practiceMinutes: withheld,
    activeStudents: withheld,
    handedInPercent: withheld,
  }));
  for (const kind of kinds) {
    const present = parts.flatMap((part, index) => (part[kind] ? [{ index, figure: part[kind] }] : []));
    const published = publishParts(
      present.map((entry) => entry.figure),
      present.map((entry) => alsoWithheld[kind][entry.index] ?? false),
    );
    present.forEach((entry, at) => (figures[entry.index]![kind] = figureOf(published[at]!)));
    parts.forEach((part, index) => {
      if (!part[kind]) figures[index]![kind] = { withheld: false, value: null };
    });
  }
  return figures;
}

function publishedWhole(part: CountedWeek): BoardWeekFigures {
  const one = (figure: Counted | null): BoardFigure =>
    figure === null
      ? { withheld: false, value: null }
      : isSmallCohort(figure.students)
        ? withheld
        : { withheld: false, value: figure.value };
  return {
    practiceMinutes: one(part.practiceMinutes),
    activeStudents: one(part.activeStudents),
    handedInPercent: one(part.handedInPercent),
  };
}

/** A school's programmes before the rule (`parts`, in the order of `cohorts`) and as published beside it. */
export function schoolProgrammes(
  school: { students: number },
  week: { programmes: Array<WeekFigures & { programme: string }> },
  cohorts: readonly ProgrammeCohort[],
): { parts: CountedWeek[]; published: BoardWeekFigures[] } {
  const parts = cohorts.map((cohort) => {
    const enrolled = isSmallCohort(school.students) ? 0 : cohort.studentIds.length;
    return counted(programmeWeekOf(week, cohort.programme), enrolled);
  });
  return { parts, published: publishedParts(parts) };
}

/** The week of one programme of a school (none logged: an empty week). */
export function programmeWeekOf(
  week: { programmes: Array<WeekFigures & { programme: string }> },
  programme: string,
): WeekFigures {
  return week.programmes.find((candidate) => candidate.programme === programme) ?? emptyWeek;
}

/** A school of the board dashboard: its enrolment and week, then its programmes', all under the 5-student rule. */
export function dashboardSchool(
  school: { id: string; name: string; students: number },
  week: { school: WeekFigures; programmes: Array<WeekFigures & { programme: string }> },
  cohorts: readonly ProgrammeCohort[],
): BoardDashboardSchool {
  const programmes: BoardProgrammeFigures[] = schoolProgrammes(school, week, cohorts).published.map(
    (figures, index) => ({
      programme: cohorts[index]!.programme,
      groups: cohorts[index]!.groupIds.length,
      ...figures,
    }),
  );
  return {
    id: school.id,
    name: school.name,
    students: isSmallCohort(school.students) ? withheld : { withheld: false, value: school.students },
    ...publishedWhole(counted(week.school, school.students)),
    programmes,
  };
}

export const emptyWeek: WeekFigures = {
  practiceMinutes: 0,
  activeStudents: 0,
  assigned: 0,
  handedIn: 0,
  assignedStudents: 0,
};
