import type {
  BoardProgrammeFigures,
  BoardProgrammeName,
  ProgrammeCohort,
  WeekFigures,
} from '@crescendo/contracts';
import { boardProgrammes, publishTotalBeside } from '@crescendo/domain';
import {
  counted,
  kinds,
  programmeWeekOf,
  publishedParts,
  schoolProgrammes,
  type Kind,
} from './board-dashboard.figures.js';

/** One school's share of the board-wide totals: its enrolment, its week per programme, its programmes' cohorts. */
export interface SchoolProgrammesWeek {
  students: number;
  week: { programmes: Array<WeekFigures & { programme: string }> };
  cohorts: readonly ProgrammeCohort[];
}

/** Parts summed: their week and their students enrolled. */
interface Summed {
  week: WeekFigures;
  enrolled: number;
}

/**
 * A programme summed over the board's schools so far, and per kind of figure the parts its schools withheld
 * (how many, and together).
 */
interface ProgrammeSum {
  groups: number;
  studentIds: Set<string>;
  week: WeekFigures;
  withheld: Record<Kind, { parts: number; together: Summed }>;
}

const noWeek = (): WeekFigures => ({
  practiceMinutes: 0,
  activeStudents: 0,
  assigned: 0,
  handedIn: 0,
  assignedStudents: 0,
});

function plus(a: WeekFigures, b: WeekFigures): WeekFigures {
  return {
    practiceMinutes: a.practiceMinutes + b.practiceMinutes,
    activeStudents: a.activeStudents + b.activeStudents,
    assigned: a.assigned + b.assigned,
    handedIn: a.handedIn + b.handedIn,
    assignedStudents: a.assignedStudents + b.assignedStudents,
  };
}

/**
 * The board-wide total of each programme (issue 25 §4, decision 0050), summed school by school as the pages of
 * the board's schools arrive. A programme's figure over the board stands beside each school's figure of that
 * programme (published on the dashboard with the school's `publishParts`): it is published with
 * `publishTotalBeside` (withheld when small, when exactly one school withheld its part, or when the parts withheld
 * are about fewer than 5 students together), and the programmes' totals, beside the board's own total (the sum of
 * the schools' shown on 'Par école'), go through `publishParts` too. A student in two schools counts once in the
 * enrolment, once per school in the week (each school counts its own practice).
 */
export class BoardProgrammeTotals {
  private readonly sums = new Map<BoardProgrammeName, ProgrammeSum>();

  add(school: SchoolProgrammesWeek): void {
    const { parts, published } = schoolProgrammes(school, school.week, school.cohorts);
    school.cohorts.forEach((cohort, index) => {
      const sum = this.sumOf(cohort.programme);
      sum.groups += cohort.groupIds.length;
      for (const id of cohort.studentIds) sum.studentIds.add(id);
      const week = programmeWeekOf(school.week, cohort.programme);
      sum.week = plus(sum.week, week);
      for (const kind of kinds) {
        if (!parts[index]![kind] || !published[index]![kind].withheld) continue;
        const withheld = sum.withheld[kind];
        withheld.parts += 1;
        withheld.together = {
          week: plus(withheld.together.week, week),
          enrolled: withheld.together.enrolled + cohort.studentIds.length,
        };
      }
    });
  }

  /** The board's programmes in the order of the course codes, each figure under the small-cohort rules. */
  published(): BoardProgrammeFigures[] {
    const programmes = boardProgrammes.filter((programme) => this.sums.has(programme));
    const sums = programmes.map((programme) => this.sums.get(programme)!);
    const totals = sums.map((sum) => counted(sum.week, sum.studentIds.size));
    const alsoWithheld = Object.fromEntries(
      kinds.map((kind) => [
        kind,
        totals.map((total, index) => {
          const figure = total[kind];
          if (figure === null) return false;
          const { parts, together } = sums[index]!.withheld[kind];
          const cohort = counted(together.week, together.enrolled)[kind] ?? { students: 0, value: null };
          return publishTotalBeside(figure, parts, cohort).withheld;
        }),
      ]),
    ) as Record<Kind, boolean[]>;
    return publishedParts(totals, alsoWithheld).map((figures, index) => ({
      programme: programmes[index]!,
      groups: sums[index]!.groups,
      ...figures,
    }));
  }

  private sumOf(programme: BoardProgrammeName): ProgrammeSum {
    let sum = this.sums.get(programme);
    if (!sum) {
      sum = {
        groups: 0,
        studentIds: new Set(),
        week: noWeek(),
        withheld: {
          practiceMinutes: { parts: 0, together: { week: noWeek(), enrolled: 0 } },
          activeStudents: { parts: 0, together: { week: noWeek(), enrolled: 0 } },
          handedInPercent: { parts: 0, together: { week: noWeek(), enrolled: 0 } },
        },
      };
      this.sums.set(programme, sum);
    }
    return sum;
  }
}
