import {
  findConflicts,
  instantAt,
  occurrencesOverlap,
  placeKey,
  shiftDay,
  type OtherEvent,
  type TakenOccurrence,
} from '../src/index.js';

const zone = 'America/Toronto';
const at = (day: string, start: string, end: string, call: string | null = null): TakenOccurrence => ({
  startsAt: instantAt(day, start, zone),
  endsAt: instantAt(day, end, zone),
  callAt: call ? instantAt(day, call, zone) : null,
});
/** A weekly rehearsal as the planning stores it: each week's wall-clock times in the school's zone. */
const weekly = (first: string, weeks: number, start: string, end: string): TakenOccurrence[] =>
  Array.from({ length: weeks }, (_, week) => at(shiftDay(first, week * 7), start, end));

describe('two occurrences overlap (issue 28 §5)', () => {
  it('when each is taken before the other ends; touching ends do not collide', () => {
    expect(occurrencesOverlap(at('2026-12-12', '19:00', '21:00'), at('2026-12-12', '20:00', '22:00'))).toBe(
      true,
    );
    expect(occurrencesOverlap(at('2026-12-12', '19:00', '21:00'), at('2026-12-12', '21:00', '22:00'))).toBe(
      false,
    );
  });

  it('from the call time, not the start: the students are there from their arrival', () => {
    const concert = at('2026-12-12', '19:00', '21:00', '18:00');
    expect(occurrencesOverlap(concert, at('2026-12-12', '17:00', '18:30'))).toBe(true);
    expect(occurrencesOverlap(at('2026-12-12', '19:00', '21:00'), at('2026-12-12', '17:00', '18:30'))).toBe(
      false,
    );
  });
});

describe('a place as compared', () => {
  it('ignores case, accents and spaces around and within', () => {
    expect(placeKey('  Salle   Émile-Nelligan ')).toBe(placeKey('salle emile-nelligan'));
    expect(placeKey('Salle 104')).not.toBe(placeKey('Salle 105'));
    expect(placeKey('   ')).toBeNull();
    expect(placeKey(null)).toBeNull();
  });
});

describe('the conflicts of an event', () => {
  const band = ['s1', 's2', 's3', 's4'];
  const choir = ['s2', 's3', 's4', 's9'];

  it('a recurring rehearsal against a one-off concert: the students both call, counted, on the colliding week', () => {
    const rehearsal: OtherEvent = {
      id: 'rehearsal',
      cancelled: false,
      place: 'Salle 104',
      studentIds: choir,
      occurrences: weekly('2026-11-18', 6, '18:30', '20:00'),
    };
    const conflicts = findConflicts(
      {
        id: null,
        place: 'Auditorium',
        studentIds: band,
        occurrences: [at('2026-12-09', '19:00', '21:00', '18:00')],
      },
      [rehearsal],
    );
    expect(conflicts).toEqual([
      {
        kind: 'student',
        eventId: 'rehearsal',
        startsAt: instantAt('2026-12-09', '18:30', zone),
        students: 3,
      },
    ]);
  });

  it('across the change of daylight saving time: the weekly 18:30 still collides with a concert at 18:00 after it', () => {
    // Toronto leaves daylight saving time on 2026-11-01: 18:30 is 22:30Z before, 23:30Z after.
    const rehearsal: OtherEvent = {
      id: 'rehearsal',
      cancelled: false,
      place: null,
      studentIds: choir,
      occurrences: weekly('2026-10-21', 4, '18:30', '20:00'),
    };
    const concert = at('2026-11-04', '18:00', '19:00');
    expect(
      findConflicts({ id: null, place: null, studentIds: band, occurrences: [concert] }, [rehearsal]),
    ).toEqual([
      { kind: 'student', eventId: 'rehearsal', startsAt: new Date('2026-11-04T23:30:00Z'), students: 3 },
    ]);
    // The same instants shifted by a fixed 24 h × 7 from before the change would be 22:30Z and miss it.
    const naive = new Date(instantAt('2026-10-28', '18:30', zone).getTime() + 7 * 86_400_000);
    expect(naive.toISOString()).toBe('2026-11-04T22:30:00.000Z');
    expect(
      occurrencesOverlap(concert, {
        startsAt: naive,
        endsAt: new Date(naive.getTime() + 1_000),
        callAt: null,
      }),
    ).toBe(false);
  });

  it('the same place taken, compared without case or accents; no shared student needed', () => {
    const other: OtherEvent = {
      id: 'other',
      cancelled: false,
      place: ' salle 104',
      studentIds: ['x'],
      occurrences: [at('2026-12-12', '19:30', '20:30')],
    };
    expect(
      findConflicts(
        { id: null, place: 'Salle 104', studentIds: band, occurrences: [at('2026-12-12', '19:00', '21:00')] },
        [other],
      ),
    ).toEqual([{ kind: 'place', eventId: 'other', startsAt: instantAt('2026-12-12', '19:30', zone) }]);
  });

  it('a cancelled event and the event itself (when moved) never collide', () => {
    const slot = at('2026-12-12', '19:00', '21:00');
    const base = { place: 'Salle 104', studentIds: band, occurrences: [slot] };
    expect(
      findConflicts({ id: 'me', ...base }, [
        { id: 'me', cancelled: false, ...base },
        { id: 'gone', cancelled: true, ...base },
      ]),
    ).toEqual([]);
  });

  it('both kinds with one event, in order of date then kind', () => {
    const slot = at('2026-12-12', '19:00', '21:00');
    const conflicts = findConflicts({ id: null, place: 'Salle 104', studentIds: band, occurrences: [slot] }, [
      {
        id: 'late',
        cancelled: false,
        place: 'salle 104',
        studentIds: choir,
        occurrences: [at('2026-12-12', '20:00', '22:00')],
      },
      {
        id: 'early',
        cancelled: false,
        place: null,
        studentIds: ['s1'],
        occurrences: [at('2026-12-12', '18:00', '19:30')],
      },
    ]);
    expect(conflicts.map(({ kind, eventId, students }) => [kind, eventId, students])).toEqual([
      ['student', 'early', 1],
      ['place', 'late', undefined],
      ['student', 'late', 3],
    ]);
  });
});
