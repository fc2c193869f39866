import ICAL from 'ical.js';
import { importedEventsMax } from '@crescendo/contracts';
import { dayOf, instantAt, shiftDay } from '@crescendo/domain';

/** One day or event of an imported calendar, as stored (issue 28 §4, 'Importer un calendrier'). */
export interface ImportedEventTimes {
  title: string;
  allDay: boolean;
  /** The days it covers in the school's time zone, both included. */
  firstDay: string;
  lastDay: string;
  /** All-day: from the midnight starting `firstDay` to the one ending `lastDay`, in the school's time zone. */
  startsAt: Date;
  endsAt: Date;
}

/** Why a file is refused: the French message's key (libs/i18n server errors) and its values. */
export class IcsRefusal extends Error {
  constructor(
    readonly key: 'planning.icsMalformed' | 'planning.icsNoEvents' | 'planning.icsTooManyEvents',
    readonly params: Record<string, number> = {},
  ) {
    super(key);
    this.name = 'IcsRefusal';
  }
}

export interface IcsReadOptions {
  /** The school's time zone: all-day events and times without a zone are read in it. */
  timeZone: string;
  now: Date;
  /** Defaults to the contract's 2 000. */
  maxEvents?: number;
}

export const importedTitleMax = 200;
/** A repeating event is expanded up to two years ahead, and what ended over a year ago is left out. */
const horizonDays = 731;
const pastDays = 366;
/** However its rule is written, a repeating event is not walked further than this. */
const iterationsMax = 20_000;

const ianaZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = ianaZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    if (ianaZones.size < 500) ianaZones.set(tzid, known);
  }
  return known;
}

const two = (value: number) => String(value).padStart(2, '0');
const dayOfTime = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${two(time.month)}-${two(time.day)}`;

/**
 * The instant of a date-time: UTC as written; with a TZID the IANA database knows ('America/Toronto'), that
 * zone's wall clock; with a TZID defined by the file's VTIMEZONE only ('Eastern Standard Time'), that
 * definition; floating (no zone) or an unknown zone: the school's wall clock.
 */
function instantOf(time: ICAL.Time, tzid: string | null, schoolZone: string): Date {
  const wall = (zone: string) => {
    const at = instantAt(dayOfTime(time), `${two(time.hour)}:${two(time.minute)}`, zone);
    return new Date(at.getTime() + time.second * 1000);
  };
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC')
    return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  if (tzid && isIanaZone(tzid)) return wall(tzid);
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  return wall(schoolZone);
}

/** Trimmed, on one line, control characters out, at most 200 characters. */
function titleOf(summary: unknown): string {
  const text = typeof summary === 'string' ? summary : '';
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, importedTitleMax)
      .trim()
  );
}

const cancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

function timesOf(
  start: ICAL.Time,
  end: ICAL.Time,
  tzids: { start: string | null; end: string | null },
  title: string,
  timeZone: string,
): ImportedEventTimes {
  if (start.isDate) {
    const firstDay = dayOfTime(start);
    let endDay = end.isDate ? dayOfTime(end) : dayOf(instantOf(end, tzids.end, timeZone), timeZone);
    if (endDay <= firstDay) endDay = shiftDay(firstDay, 1);
    return {
      title,
      allDay: true,
      firstDay,
      lastDay: shiftDay(endDay, -1),
      startsAt: instantAt(firstDay, '00:00', timeZone),
      endsAt: instantAt(endDay, '00:00', timeZone),
    };
  }
  const startsAt = instantOf(start, tzids.start, timeZone);
  let endsAt = instantOf(end, tzids.end, timeZone);
  if (endsAt.getTime() < startsAt.getTime()) endsAt = startsAt;
  const lastInstant = endsAt.getTime() > startsAt.getTime() ? new Date(endsAt.getTime() - 1) : startsAt;
  return {
    title,
    allDay: false,
    firstDay: dayOf(startsAt, timeZone),
    lastDay: dayOf(lastInstant, timeZone),
    startsAt,
    endsAt,
  };
}

/**
 * An .ics text read with ical.js: its VEVENTs (a repeating one expanded, its exceptions applied, cancelled
 * ones left out) as days or timed events, and its X-WR-CALNAME. Refused whole (`IcsRefusal`) when ical.js
 * cannot read it, when it holds no event, or more than `maxEvents`: the caller stores nothing then.
 */
export function readIcs(
  text: string,
  options: IcsReadOptions,
): { calendarName: string | null; events: ImportedEventTimes[] } {
  const maxEvents = options.maxEvents ?? importedEventsMax;
  const horizon = options.now.getTime() + horizonDays * 86_400_000;
  const past = options.now.getTime() - pastDays * 86_400_000;
  let calendars: ICAL.Component[];
  try {
    const parsed: unknown = ICAL.parse(text);
    const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
    calendars = roots.map((root) => new ICAL.Component(root as never));
  } catch {
    throw new IcsRefusal('planning.icsMalformed');
  }
  if (calendars.length === 0 || calendars.some((calendar) => calendar.name !== 'vcalendar'))
    throw new IcsRefusal('planning.icsMalformed');

  const events: ImportedEventTimes[] = [];
  const keep = (event: ImportedEventTimes) => {
    events.push(event);
    if (events.length > maxEvents) throw new IcsRefusal('planning.icsTooManyEvents', { maximum: maxEvents });
  };
  let calendarName: string | null = null;
  let vevents = 0;
  try {
    for (const calendar of calendars) {
      calendarName ??= titleOf(calendar.getFirstPropertyValue('x-wr-calname')) || null;
      const components = calendar.getAllSubcomponents('vevent');
      vevents += components.length;
      // Exceptions (RECURRENCE-ID) go to the event they change; one without its series stands alone.
      const masters = new Map<string, ICAL.Event>();
      const exceptions: ICAL.Event[] = [];
      const singles: ICAL.Event[] = [];
      for (const component of components) {
        if (!component.hasProperty('dtstart')) throw new IcsRefusal('planning.icsMalformed');
        const event = new ICAL.Event(component);
        if (event.isRecurrenceException()) exceptions.push(event);
        else if (event.isRecurring()) masters.set(event.uid, event);
        else singles.push(event);
      }
      for (const exception of exceptions) {
        const master = masters.get(exception.uid);
        if (master) master.relateException(exception);
        else singles.push(exception);
      }
      const tzidsOf = (component: ICAL.Component) => {
        const start = component.getFirstProperty('dtstart')?.getParameter('tzid');
        const end = component.getFirstProperty('dtend')?.getParameter('tzid');
        const startTzid = typeof start === 'string' ? start : null;
        return { start: startTzid, end: typeof end === 'string' ? end : startTzid };
      };
      for (const event of singles) {
        if (cancelled(event.component)) continue;
        const title = titleOf(event.summary) || calendarName || '—';
        keep(timesOf(event.startDate, event.endDate, tzidsOf(event.component), title, options.timeZone));
      }
      for (const master of masters.values()) {
        const iterator = master.iterator();
        for (let walked = 0; ; walked += 1) {
          if (walked >= iterationsMax)
            throw new IcsRefusal('planning.icsTooManyEvents', { maximum: maxEvents });
          const next = iterator.next();
          if (!next) break;
          const details = master.getOccurrenceDetails(next);
          const item = details.item ?? master;
          if (cancelled(item.component)) continue;
          const title = titleOf(item.summary) || titleOf(master.summary) || calendarName || '—';
          const times = timesOf(
            details.startDate,
            details.endDate,
            tzidsOf(item.component),
            title,
            options.timeZone,
          );
          if (times.startsAt.getTime() > horizon) break;
          if (times.endsAt.getTime() < past) continue;
          keep(times);
        }
      }
    }
  } catch (error) {
    if (error instanceof IcsRefusal) throw error;
    throw new IcsRefusal('planning.icsMalformed');
  }
  if (vevents === 0 || events.length === 0) throw new IcsRefusal('planning.icsNoEvents');
  events.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { calendarName, events };
}
