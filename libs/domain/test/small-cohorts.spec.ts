import { publishCohort, publishParts } from '../src/index.js';

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
});
