/**
 * The legal deadline of a privacy request (issue 31 §6, decision 0063): access, rectification, portability,
 * withdrawal of consent. Quebec's laws count calendar days from the day the request is received:
 * - a public body (a school or a board of a school service centre), Access Act (RLRQ c.) art. 47: within
 *   20 days, extendable once by at most 10 days, the requester being told in writing before the 20 days run out;
 * - a private school (an enterprise), Private Sector Act (RLRQ c. P-39.1) art. 32: within 30 days, no extension.
 */

/** Which law binds the school: a public body (Access Act) or a private one (Private Sector Act). */
export const privacyBodies = ['public', 'private'] as const;
export type PrivacyBody = (typeof privacyBodies)[number];

export const answerDays: Record<PrivacyBody, number> = { public: 20, private: 30 };
/** A public body's one extension, in days (Access Act art. 47, second paragraph). */
export const extensionDays = 10;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) as a count of days since 1970-01-01, or null when it is no real day. */
function dayNumber(day: string): number | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date)
    return null;
  return time / 86_400_000;
}

function dayOf(number: number): string {
  return new Date(number * 86_400_000).toISOString().slice(0, 10);
}

function requireDay(day: string): number {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`not a calendar day: ${day}`);
  return number;
}

/** `day` plus `days` calendar days (weekends and holidays count, as the laws count them). */
export function addCalendarDays(day: string, days: number): string {
  return dayOf(requireDay(day) + days);
}

/** The last day to answer: received on `receivedOn`, plus 20 (public) or 30 (private), plus 10 once extended. */
export function answerDeadline(request: {
  receivedOn: string;
  body: PrivacyBody;
  extended: boolean;
}): string {
  const days = answerDays[request.body] + (request.extended && request.body === 'public' ? extensionDays : 0);
  return addCalendarDays(request.receivedOn, days);
}

/**
 * Why an extension is refused, or null when it may be granted: only a public body, only once, only while the
 * first 20 days run (the notice must reach the requester before they end), only an open request.
 */
export function refuseExtension(request: {
  body: PrivacyBody;
  extended: boolean;
  answered: boolean;
  receivedOn: string;
  today: string;
}): 'private' | 'alreadyExtended' | 'answered' | 'tooLate' | null {
  if (request.body === 'private') return 'private';
  if (request.answered) return 'answered';
  if (request.extended) return 'alreadyExtended';
  if (daysLeft(answerDeadline({ ...request, extended: false }), request.today) < 0) return 'tooLate';
  return null;
}

/** Days from `today` to `dueOn`: 0 on the last day, negative once late (-2: two days late). */
export function daysLeft(dueOn: string, today: string): number {
  return requireDay(dueOn) - requireDay(today);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isRealCalendarDay(day: string): boolean {
  return dayNumber(day) !== null;
}
