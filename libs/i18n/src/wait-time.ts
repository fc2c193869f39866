import type { Language } from './languages.js';

/** Past an hour and a half, a wait is said in hours (a day's budget of reports: "24 heures", not "1440 minutes"). */
const inHoursFrom = 90 * 60;

/** "dans 45 secondes", "dans 3 minutes", "dans 24 heures": how long to wait, rounded up, in the product's words. */
export function waitTimeFr(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  if (s > inHoursFrom) return `${Math.ceil(s / 3600)} heures`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}

export function waitTimeEn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s > 1 ? 's' : ''}`;
  if (s > inHoursFrom) return `${Math.ceil(s / 3600)} hours`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}

/** How long to wait, in `lang`'s words. */
export function formatWait(seconds: number, lang: Language = 'fr'): string {
  return lang === 'en' ? waitTimeEn(seconds) : waitTimeFr(seconds);
}
