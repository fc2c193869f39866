import { IcsRefusal, readIcs } from '../../src/ics-import.js';
import { demoBoardCalendarIcs } from '../../src/demo/demo-imported-calendar.js';

// 'Importer un calendrier' (issue 28 §4): an .ics read with ical.js on Node 20, in Toronto's wall clock.
const zone = 'America/Toronto';
const now = new Date('2026-11-29T15:00:00Z');
const read = (text: string, maxEvents?: number) => readIcs(text, { timeZone: zone, now, maxEvents });
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//FR', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof IcsRefusal ? { key: error.key, params: error.params } : error;
  }
  return null;
};

describe('reading an .ics with ical.js', () => {
  it('reads an all-day pedagogical day as the whole day in Toronto, its name and the calendar’s', () => {
    const { calendarName, events } = read(
      calendar(
        'X-WR-CALNAME:CSS des Mille-Îles',
        ...vevent(
          'UID:a',
          'DTSTART;VALUE=DATE:20261211',
          'DTEND;VALUE=DATE:20261212',
          'SUMMARY:Journée pédagogique',
        ),
      ),
    );
    expect(calendarName).toBe('CSS des Mille-Îles');
    expect(events).toEqual([
      {
        title: 'Journée pédagogique',
        allDay: true,
        firstDay: '2026-12-11',
        lastDay: '2026-12-11',
        // Midnight to midnight in Toronto (UTC−5 in December).
        startsAt: new Date('2026-12-11T05:00:00Z'),
        endsAt: new Date('2026-12-12T05:00:00Z'),
      },
    ]);
  });

  it('reads a week off (several days, DTEND excluded) and a day without DTEND as one day', () => {
    const { events } = read(
      calendar(
        ...vevent('UID:b', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270306', 'SUMMARY:Relâche'),
        ...vevent('UID:c', 'DTSTART;VALUE=DATE:20270315', 'SUMMARY:Journée pédagogique'),
      ),
    );
    expect(events.map(({ firstDay, lastDay }) => [firstDay, lastDay])).toEqual([
      ['2027-03-01', '2027-03-05'],
      ['2027-03-15', '2027-03-15'],
    ]);
  });

  it('reads timed events in UTC, with an IANA TZID, and floating ones in the school’s time zone', () => {
    const { events } = read(
      calendar(
        ...vevent('UID:u', 'DTSTART:20261210T140000Z', 'DTEND:20261210T150000Z', 'SUMMARY:UTC'),
        ...vevent(
          'UID:t',
          'DTSTART;TZID=America/Vancouver:20261210T090000',
          'DTEND;TZID=America/Vancouver:20261210T100000',
          'SUMMARY:Vancouver',
        ),
        ...vevent('UID:f', 'DTSTART:20261210T183000', 'DURATION:PT1H30M', 'SUMMARY:Flottant'),
      ),
    );
    expect(events.map((e) => [e.title, e.startsAt.toISOString(), e.endsAt.toISOString(), e.allDay])).toEqual([
      ['UTC', '2026-12-10T14:00:00.000Z', '2026-12-10T15:00:00.000Z', false],
      ['Vancouver', '2026-12-10T17:00:00.000Z', '2026-12-10T18:00:00.000Z', false],
      ['Flottant', '2026-12-10T23:30:00.000Z', '2026-12-11T01:00:00.000Z', false],
    ]);
  });

  it('uses the file’s VTIMEZONE for a TZID the IANA database does not know', () => {
    const { events } = read(
      calendar(
        'BEGIN:VTIMEZONE',
        'TZID:Eastern Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16011104T020000',
        'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:16010311T020000',
        'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
        ...vevent(
          'UID:w',
          'DTSTART;TZID=Eastern Standard Time:20270610T130000',
          'DTEND;TZID=Eastern Standard Time:20270610T160000',
          'SUMMARY:Rencontre',
        ),
      ),
    );
    expect(events[0]!.startsAt.toISOString()).toBe('2027-06-10T17:00:00.000Z');
  });

  it('expands a weekly rule with its exception moved and a day cancelled, and leaves cancelled events out', () => {
    const { events } = read(
      calendar(
        ...vevent(
          'UID:r',
          'DTSTART;TZID=America/Toronto:20270106T150000',
          'DTEND;TZID=America/Toronto:20270106T160000',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'EXDATE;TZID=America/Toronto:20270113T150000',
          'SUMMARY:Comité',
        ),
        ...vevent(
          'UID:r',
          'RECURRENCE-ID;TZID=America/Toronto:20270120T150000',
          'DTSTART;TZID=America/Toronto:20270121T150000',
          'DTEND;TZID=America/Toronto:20270121T160000',
          'SUMMARY:Comité (déplacé)',
        ),
        ...vevent('UID:x', 'DTSTART;VALUE=DATE:20270201', 'STATUS:CANCELLED', 'SUMMARY:Annulé'),
      ),
    );
    expect(events.map((e) => [e.title, e.firstDay])).toEqual([
      ['Comité', '2027-01-06'],
      ['Comité (déplacé)', '2027-01-21'],
      ['Comité', '2027-01-27'],
    ]);
  });

  it('refuses what ical.js cannot read, a text that is not a calendar, and one without events', () => {
    expect(refusal(() => read('bonjour'))).toEqual({ key: 'planning.icsMalformed', params: {} });
    expect(refusal(() => read('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Alice\r\nEND:VCARD\r\n'))).toEqual({
      key: 'planning.icsMalformed',
      params: {},
    });
    expect(refusal(() => read(calendar(...vevent('UID:z', 'DTSTART:pas-une-date', 'SUMMARY:?'))))).toEqual({
      key: 'planning.icsMalformed',
      params: {},
    });
    expect(refusal(() => read(calendar(...vevent('UID:y', 'SUMMARY:Sans date'))))).toEqual({
      key: 'planning.icsMalformed',
      params: {},
    });
    expect(refusal(() => read(calendar()))).toEqual({ key: 'planning.icsNoEvents', params: {} });
  });

  it('refuses more events than the cap, a rule without end counted two years ahead', () => {
    const many = Array.from({ length: 4 }, (_, i) =>
      vevent(`UID:m${i}`, `DTSTART;VALUE=DATE:2027010${i + 1}`, 'SUMMARY:Congé'),
    ).flat();
    expect(refusal(() => read(calendar(...many), 3))).toEqual({
      key: 'planning.icsTooManyEvents',
      params: { maximum: 3 },
    });
    expect(read(calendar(...many), 4).events).toHaveLength(4);
    const daily = vevent('UID:d', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=DAILY', 'SUMMARY:Chaque jour');
    // Expanded two years ahead: some 730 days, over a cap of 500.
    expect(refusal(() => read(calendar(...daily), 500))).toEqual({
      key: 'planning.icsTooManyEvents',
      params: { maximum: 500 },
    });
  });

  it('reads the demo board’s calendar: three pedagogical days', () => {
    const { calendarName, events } = read(demoBoardCalendarIcs('2026-11-29'));
    expect(calendarName).toBe('Calendrier du centre de services scolaire');
    expect(events.map((e) => [e.firstDay, e.allDay])).toEqual([
      ['2026-12-07', true],
      ['2026-12-30', true],
      ['2027-01-27', true],
    ]);
  });
});
