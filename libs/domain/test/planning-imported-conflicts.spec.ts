import { findConflicts, instantAt, shiftDay, type TakenOccurrence } from '../src/index.js';

// Issue 28 §5: an event falling on a day of an imported calendar (a pedagogical day).
const zone = 'America/Toronto';
const at = (day: string, start: string, end: string, call: string | null = null): TakenOccurrence => ({
  startsAt: instantAt(day, start, zone),
  endsAt: instantAt(day, end, zone),
  callAt: call ? instantAt(day, call, zone) : null,
});
/** An all-day imported day as the planning stores it: Toronto's midnight to the next. */
const wholeDay = (id: string, first: string, last = first) => ({
  id,
  startsAt: instantAt(first, '00:00', zone),
  endsAt: instantAt(shiftDay(last, 1), '00:00', zone),
});
const proposed = (occurrences: TakenOccurrence[]) => ({ id: null, place: null, studentIds: [], occurrences });

describe('conflicts with imported days (issue 28 §5)', () => {
  it('finds a rehearsal on a pedagogical day, whatever its hour in Toronto', () => {
    const day = wholeDay('ped', '2026-12-11');
    const late = at('2026-12-11', '22:30', '23:45');
    const found = findConflicts(proposed([at('2026-12-04', '18:30', '20:00'), late]), [], [day]);
    expect(found).toEqual([{ kind: 'imported', eventId: 'ped', startsAt: day.startsAt, occurrence: late }]);
  });

  it('does not find the day before or after, an event ending at midnight, nor one called after it', () => {
    const day = wholeDay('ped', '2026-12-11');
    expect(findConflicts(proposed([at('2026-12-10', '19:00', '21:00')]), [], [day])).toEqual([]);
    expect(findConflicts(proposed([at('2026-12-12', '00:00', '01:00')]), [], [day])).toEqual([]);
  });

  it('finds a trip over several days that spans it', () => {
    const day = wholeDay('ped', '2026-12-11');
    const trip = {
      startsAt: instantAt('2026-12-10', '08:00', zone),
      endsAt: instantAt('2026-12-12', '18:00', zone),
      callAt: null,
    };
    expect(findConflicts(proposed([trip]), [], [day])).toHaveLength(1);
  });

  it('covers every day of a week off, across the change of daylight saving time', () => {
    const week = wholeDay('relache', '2027-03-08', '2027-03-14');
    // 14 March 2027: clocks go forward in Toronto; a Sunday evening event still falls in the week.
    const sunday = at('2027-03-14', '19:00', '20:00');
    expect(findConflicts(proposed([sunday]), [], [week])).toHaveLength(1);
    expect(findConflicts(proposed([at('2027-03-15', '08:00', '09:00')]), [], [week])).toEqual([]);
  });

  it('finds a timed imported event by overlap, from the call time', () => {
    const meeting = {
      id: 'ca',
      startsAt: instantAt('2026-12-10', '19:00', zone),
      endsAt: instantAt('2026-12-10', '21:00', zone),
    };
    expect(findConflicts(proposed([at('2026-12-10', '21:00', '22:00')]), [], [meeting])).toEqual([]);
    expect(
      findConflicts(proposed([at('2026-12-10', '21:30', '22:00', '20:30')]), [], [meeting]),
    ).toHaveLength(1);
  });
});
