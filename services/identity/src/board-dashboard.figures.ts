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
interface Counted {
  students: number;
  value: number | null;
}

const withheld: BoardFigure = { withheld: true };

function figureOf(published: Published<Counted>): BoardFigure {
  return published.withheld ? withheld : { withheld: false, value: published.value };
}

/**
 * A week's three figures, each with its own cohort: the minutes and the active students are about those who
 * practised; the share handed in about those given an assignment due (no assignment due: shown, no value). A
 * cohort of fewer than 5 enrolled students counts as none.
 */
function counted(week: WeekFigures, enrolled: number) {
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

type Kind = keyof BoardWeekFigures;
const kinds: Kind[] = ['practiceMinutes', 'activeStudents', 'handedInPercent'];

/**
 * Parts beside their school's total (decision 0050): each kind of figure published over the programmes with
 * `publishParts`, so a withheld programme is never found by subtracting the others from the school's figure.
 */
function publishedParts(parts: Array<ReturnType<typeof counted>>): BoardWeekFigures[] {
  const figures: BoardWeekFigures[] = parts.map(() => ({
    practiceMinutes: withheld,
    activeStudents: withheld,
    handedInPercent: withheld,
  }));
  for (const kind of kinds) {
    const present = parts.flatMap((part, index) => (part[kind] ? [{ index, figure: part[kind] }] : []));
    const published = publishParts(present.map((entry) => entry.figure));
    present.forEach((entry, at) => (figures[entry.index]![kind] = figureOf(published[at]!)));
    parts.forEach((part, index) => {
      if (!part[kind]) figures[index]![kind] = { withheld: false, value: null };
    });
  }
  return figures;
}

function publishedWhole(part: ReturnType<typeof counted>): BoardWeekFigures {
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

/** A school of the board dashboard: its enrolment and week, then its programmes', all under the 5-student rule. */
export function dashboardSchool(
  school: { id: string; name: string; students: number },
  week: { school: WeekFigures; programmes: Array<WeekFigures & { programme: string }> },
  cohorts: readonly ProgrammeCohort[],
): BoardDashboardSchool {
  const parts = cohorts.map((cohort) => {
    const programmeWeek = week.programmes.find((candidate) => candidate.programme === cohort.programme);
    const enrolled = isSmallCohort(school.students) ? 0 : cohort.studentIds.length;
    return counted(programmeWeek ?? emptyWeek, enrolled);
  });
  const programmes: BoardProgrammeFigures[] = publishedParts(parts).map((figures, index) => ({
    programme: cohorts[index]!.programme,
    groups: cohorts[index]!.groupIds.length,
    ...figures,
  }));
  return {
    id: school.id,
    name: school.name,
    students: isSmallCohort(school.students) ? withheld : { withheld: false, value: school.students },
    ...publishedWhole(counted(week.school, school.students)),
    programmes,
  };
}

const emptyWeek: WeekFigures = {
  practiceMinutes: 0,
  activeStudents: 0,
  assigned: 0,
  handedIn: 0,
  assignedStudents: 0,
};
