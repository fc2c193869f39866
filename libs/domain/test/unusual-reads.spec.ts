import { asksOwnGroups, unusualReads } from '../src/index.js';

const quiet = { outsideOwnGroups: [], distinctBefore: 3, distinctWith: 4, hourlyThreshold: 100 };

describe('unusual reads of students’ files (issue 31 §4, decision 0067)', () => {
  it('asks groups only for an administrator’s read by someone who also teaches', () => {
    expect(asksOwnGroups({ basis: 'admin-right', readerTeaches: true })).toBe(true);
    expect(asksOwnGroups({ basis: 'admin-right', readerTeaches: false })).toBe(false);
    expect(asksOwnGroups({ basis: 'teaches-group', readerTeaches: true })).toBe(false);
  });

  it('raises outside-groups for a teaching administrator reading students of no group of theirs', () => {
    const read = { basis: 'admin-right' as const, readerTeaches: true };
    expect(unusualReads(read, { ...quiet, outsideOwnGroups: ['a', 'b'] })).toEqual([
      { kind: 'outside-groups', students: 2 },
    ]);
    expect(unusualReads(read, quiet)).toEqual([]);
  });

  it('never raises outside-groups for a plain administrator or a teacher in their own groups', () => {
    const context = { ...quiet, outsideOwnGroups: ['a'] };
    expect(unusualReads({ basis: 'admin-right', readerTeaches: false }, context)).toEqual([]);
    expect(unusualReads({ basis: 'teaches-group', readerTeaches: true }, context)).toEqual([]);
  });

  it('raises many-students once, on the read that takes the hour past the threshold', () => {
    const read = { basis: 'teaches-group' as const, readerTeaches: true };
    expect(unusualReads(read, { ...quiet, distinctBefore: 100, distinctWith: 100 })).toEqual([]);
    expect(unusualReads(read, { ...quiet, distinctBefore: 95, distinctWith: 101 })).toEqual([
      { kind: 'many-students', students: 101 },
    ]);
    expect(unusualReads(read, { ...quiet, distinctBefore: 101, distinctWith: 120 })).toEqual([]);
  });

  it('follows the school’s threshold and can raise both patterns on one read', () => {
    const read = { basis: 'admin-right' as const, readerTeaches: true };
    expect(
      unusualReads(read, { outsideOwnGroups: ['a'], distinctBefore: 4, distinctWith: 6, hourlyThreshold: 5 }),
    ).toEqual([
      { kind: 'outside-groups', students: 1 },
      { kind: 'many-students', students: 6 },
    ]);
  });
});
