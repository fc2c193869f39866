import { sayDuration } from './durations.js';
import type { Language } from './languages.js';

/** Past an hour and a half, a wait is said in hours (a day's budget of reports: "24 heures", not "1440 minutes"). */
const inHoursFrom = 90 * 60;

/** "dans 45 secondes", "dans 3 minutes", "dans 24 heures": how long to wait, rounded up, in the product's words. */
export function waitTimeFr(seconds: number): string {
  return formatWait(seconds, 'fr');
}

export function waitTimeEn(seconds: number): string {
  return formatWait(seconds, 'en');
}

/** How long to wait, in `lang`'s words. */
export function formatWait(seconds: number, lang: Language = 'fr'): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return sayDuration('seconds', s, lang);
  if (s > inHoursFrom) return sayDuration('hours', Math.ceil(s / 3600), lang);
  return sayDuration('minutes', Math.ceil(s / 60), lang);
}
