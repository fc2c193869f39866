import { planningEventInputSchema } from '@crescendo/contracts';
import { occurrencesOf } from '../../src/occurrences.js';

// rrule-temporal on Node 20 (no global Temporal): weekly series in Toronto's wall-clock time.
const fields = (extra: Record<string, unknown>) =>
  planningEventInputSchema.parse({
    title: 'Répétition',
    type: 'rehearsal',
    day: '2027-03-04',
    startTime: '18:30',
    endTime: '20:00',
    callTime: '18:15',
    ...extra,
  });

describe('occurrences of an event', () => {
  it('is the event’s own day when it does not repeat, a trip ending on its last day', () => {
    expect(occurrencesOf(fields({ endDay: '2027-03-06', endTime: '16:00' }), 'America/Toronto')).toEqual([
      {
        day: '2027-03-04',
        startsAt: new Date('2027-03-04T23:30:00Z'),
        endsAt: new Date('2027-03-06T21:00:00Z'),
        callAt: new Date('2027-03-04T23:15:00Z'),
      },
    ]);
  });

  it('repeats weekly until its last day, skips its exceptions and keeps 18:30 across the spring change', () => {
    const series = occurrencesOf(
      fields({ recurrence: { until: '2027-03-25', exceptions: ['2027-03-18'] } }),
      'America/Toronto',
    );
    expect(series.map(({ day, startsAt }) => [day, startsAt.toISOString()])).toEqual([
      ['2027-03-04', '2027-03-04T23:30:00.000Z'],
      ['2027-03-11', '2027-03-11T23:30:00.000Z'],
      // Daylight saving time from March 14th, 2027: 18:30 is now 22:30 UTC.
      ['2027-03-25', '2027-03-25T22:30:00.000Z'],
    ]);
  });
});
