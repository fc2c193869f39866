/** Spec §9: the school year starts in September; dates are read in Quebec's time zone. */
export const schoolTimeZone = 'America/Toronto';
export const schoolYearStartMonth = 9;

/** '2026-2027': the only shape a school year takes on the wire and in the database. */
export const schoolYearPattern = /^(\d{4})-(\d{4})$/;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: schoolTimeZone,
  year: 'numeric',
  month: 'numeric',
});

/** The calendar year and month (1–12) of an instant, in America/Toronto. */
export function torontoYearMonth(date: Date): { year: number; month: number } {
  let year = 0;
  let month = 0;
  for (const part of parts.formatToParts(date)) {
    if (part.type === 'year') year = Number(part.value);
    if (part.type === 'month') month = Number(part.value);
  }
  return { year, month };
}

/** September or later: this calendar year and the next; otherwise the previous one and this one. */
export function schoolYearOf(date: Date): string {
  const { year, month } = torontoYearMonth(date);
  const start = month >= schoolYearStartMonth ? year : year - 1;
  return `${start}-${start + 1}`;
}

export function isSchoolYear(value: string): boolean {
  const match = schoolYearPattern.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** The school year after `schoolYear` ('2026-2027' → '2027-2028'). */
export function nextSchoolYear(schoolYear: string): string {
  const match = schoolYearPattern.exec(schoolYear);
  if (!match || !isSchoolYear(schoolYear)) throw new Error(`Not a school year: ${schoolYear}`);
  const start = Number(match[1]) + 1;
  return `${start}-${start + 1}`;
}
