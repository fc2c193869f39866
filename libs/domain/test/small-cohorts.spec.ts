import { publishCohort, publishParts, publishTotalBeside } from '../src/index.js';

const school = (students: number, minutes = students * 100) => ({ students, minutes });

describe('a board sees no figure about fewer than 5 students (issue 25 §4)', () => {
  it.each([0, 1, 4])('withholds every figure of %i students as "< 5"', (students) => {
    expect(publishCohort(school(students))).toEqual({ withheld: true, label: '< 5' });
  });

  it('shows the figures of 5 students', () => {
    expect(publishCohort(school(5))).toEqual({ withheld: false, students: 5, minutes: 500 });
  });

  it('withholds a second part when one withheld part could be found by subtracting from the total', () => {
    const published = publishParts([school(30), school(3), school(12)]);
    expect(published.map((part) => part.withheld)).toEqual([false, true, true]);
  });

  it('withholds nothing more when two parts are already withheld', () => {
    const published = publishParts([school(30), school(3), school(2), school(12)]);
    expect(published.map((part) => part.withheld)).toEqual([false, true, true, false]);
  });

  it('withholds nothing when every part is large enough', () => {
    expect(publishParts([school(30), school(12)]).every((part) => !part.withheld)).toBe(true);
  });

  it('withholds a part another table withheld, and a second one beside it so that it is not found by subtraction', () => {
    const published = publishParts([school(30), school(20), school(12)], [false, true, false]);
    expect(published.map((part) => part.withheld)).toEqual([false, true, true]);
  });
});

describe('a total whose parts are published elsewhere (a programme over the whole board)', () => {
  it('is shown when none of its parts is withheld, and withheld when it is small itself', () => {
    expect(publishTotalBeside(school(12), 0, school(0))).toEqual({
      withheld: false,
      students: 12,
      minutes: 1200,
    });
    expect(publishTotalBeside(school(4), 0, school(0))).toEqual({ withheld: true, label: '< 5' });
  });

  it('is withheld when exactly one part is withheld, however large: the total less the others is that part', () => {
    expect(publishTotalBeside(school(40), 1, school(3)).withheld).toBe(true);
    expect(publishTotalBeside(school(40), 1, school(20)).withheld).toBe(true);
  });

  it('is withheld when its withheld parts are about fewer than 5 students together, shown when 5 or more', () => {
    expect(publishTotalBeside(school(40), 2, school(4)).withheld).toBe(true);
    expect(publishTotalBeside(school(40), 2, school(5))).toEqual({
      withheld: false,
      students: 40,
      minutes: 4000,
    });
  });
});
