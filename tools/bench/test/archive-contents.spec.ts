import { compareRows } from '../src/privacy/archive-contents.js';

describe('an archive against the rows seeded (privacy-export)', () => {
  const services = {
    homework: [
      { table: 'practice_reports', rows: [{ id: 'a' }, { id: 'b' }] },
      { table: 'submissions', rows: [{ id: 'c' }] },
    ],
    messaging: [{ table: 'messages', rows: [{ id: 'm1' }] }],
    maestro: [],
  };

  it('counts every service’s rows, its tables together', () => {
    expect(compareRows(services, {}).rowsPerService).toEqual({ homework: 3, messaging: 1, maestro: 0 });
  });

  it('names each table whose seeded ids are not all there, with how many lack', () => {
    const { missing } = compareRows(services, {
      homework: { practice_reports: ['a', 'b'] },
      messaging: { messages: ['m1', 'm2', 'm3'] },
      maestro: { drafts: ['d1'] },
    });
    expect(missing).toEqual(['messaging.messages: 2 of 3 missing', 'maestro.drafts: 1 of 1 missing']);
  });

  it('does not take a row of another table with the same id', () => {
    expect(compareRows(services, { homework: { practice_reports: ['c'] } }).missing).toEqual([
      'homework.practice_reports: 1 of 1 missing',
    ]);
  });
});
