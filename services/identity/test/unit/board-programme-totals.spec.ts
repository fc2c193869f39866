import { randomUUID } from 'node:crypto';
import type { BoardProgrammeName, WeekFigures } from '@crescendo/contracts';
import { BoardProgrammeTotals, type SchoolProgrammesWeek } from '../../src/board-programme-totals.js';

const withheld = { withheld: true };
const shown = (value: number | null) => ({ withheld: false, value });
const ids = (count: number) => Array.from({ length: count }, () => randomUUID());

/** A programme of a school: its students (`enrolled` of them, or these ids), who practised and how long. */
interface Programme {
  programme: BoardProgrammeName;
  studentIds: string[];
  active: number;
  minutes: number;
  assigned?: number;
  handedIn?: number;
}

function school(programmes: Programme[]): SchoolProgrammesWeek {
  const week = (p: Programme): WeekFigures => ({
    practiceMinutes: p.minutes,
    activeStudents: p.active,
    assigned: p.assigned ?? 0,
    handedIn: p.handedIn ?? 0,
    assignedStudents: p.assigned ?? 0,
  });
  return {
    students: new Set(programmes.flatMap((p) => p.studentIds)).size,
    week: { programmes: programmes.map((p) => ({ programme: p.programme, ...week(p) })) },
    cohorts: programmes.map((p) => ({
      programme: p.programme,
      groupIds: [randomUUID()],
      studentIds: p.studentIds,
    })),
  };
}

function totalsOf(...schools: SchoolProgrammesWeek[]) {
  const totals = new BoardProgrammeTotals();
  for (const one of schools) totals.add(one);
  return totals.published();
}

describe("the board dashboard's programmes over the whole board (issue 25 §4)", () => {
  it('sums each programme over the schools, in the order of the course codes, with its groups', () => {
    const published = totalsOf(
      school([
        { programme: 'mus312', studentIds: ids(6), active: 6, minutes: 60 },
        { programme: 'mus212', studentIds: ids(5), active: 5, minutes: 100 },
      ]),
      school([
        { programme: 'mus212', studentIds: ids(7), active: 6, minutes: 90, assigned: 7, handedIn: 4 },
        { programme: 'mus312', studentIds: ids(5), active: 5, minutes: 50 },
      ]),
    );
    expect(published).toEqual([
      {
        programme: 'mus212',
        groups: 2,
        activeStudents: shown(11),
        practiceMinutes: shown(190),
        handedInPercent: shown(57), // 4 of 7
      },
      {
        programme: 'mus312',
        groups: 2,
        activeStudents: shown(11),
        practiceMinutes: shown(110),
        handedInPercent: shown(null),
      },
    ]);
  });

  it("withholds a programme's total when one school withheld its part, however large the total", () => {
    // The small school's 3 students are withheld on its row; the board's total less the large school's would
    // be theirs. mus312, the smallest other total, is withheld with it, or it would give mus212's away.
    const published = totalsOf(
      school([
        { programme: 'mus212', studentIds: ids(20), active: 20, minutes: 400 },
        { programme: 'mus312', studentIds: ids(8), active: 8, minutes: 80 },
        { programme: 'mus416', studentIds: ids(9), active: 9, minutes: 90 },
      ]),
      school([{ programme: 'mus212', studentIds: ids(3), active: 3, minutes: 45 }]),
    );
    expect(published.map((p) => [p.programme, p.activeStudents, p.practiceMinutes])).toEqual([
      ['mus212', withheld, withheld],
      ['mus312', withheld, withheld],
      ['mus416', shown(9), shown(90)],
    ]);
  });

  it('shows a total whose withheld parts are two or more, about 5 students or more together', () => {
    // Each of these two small schools withholds its part (3 students each: 6 together, what the total less the
    // large school's part gives).
    const small = () => school([{ programme: 'mus212', studentIds: ids(3), active: 3, minutes: 30 }]);
    const published = totalsOf(
      school([{ programme: 'mus212', studentIds: ids(10), active: 10, minutes: 200 }]),
      small(),
      small(),
    );
    expect(published).toEqual([
      {
        programme: 'mus212',
        groups: 3,
        activeStudents: shown(16),
        practiceMinutes: shown(260),
        handedInPercent: shown(null),
      },
    ]);
  });

  it('withholds a total whose withheld parts are about fewer than 5 students together', () => {
    const tiny = () => school([{ programme: 'mus212', studentIds: ids(2), active: 2, minutes: 30 }]);
    const published = totalsOf(
      school([
        { programme: 'mus212', studentIds: ids(10), active: 10, minutes: 200 },
        { programme: 'mus312', studentIds: ids(10), active: 10, minutes: 100 },
        { programme: 'mus416', studentIds: ids(10), active: 10, minutes: 100 },
      ]),
      tiny(),
      tiny(),
    );
    // mus212 withheld (its withheld parts: 4 students), then mus312 beside it (the smallest other total).
    expect(published.map((p) => p.activeStudents)).toEqual([withheld, withheld, shown(10)]);
  });
});
