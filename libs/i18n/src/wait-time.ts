import type { Language } from './languages.js';

/** "dans 45 secondes", "dans 3 minutes": how long to wait, rounded up, in the product's words. */
export function waitTimeFr(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}

export function waitTimeEn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}

/** How long to wait, in `lang`'s words. */
export function formatWait(seconds: number, lang: Language = 'fr'): string {
  return lang === 'en' ? waitTimeEn(seconds) : waitTimeFr(seconds);
}
