import type { i18n } from 'i18next';
import type { Language } from './languages.js';
import { durationsEn } from './locales/durations.en.js';
import { durationsFr } from './locales/durations.fr.js';
import { privateCatalogue } from './private-catalogue.js';

export type DurationUnit = 'seconds' | 'minutes' | 'hours' | 'days';

const namespace = 'durations';
let durations: i18n | undefined;

/**
 * Its own small instance: a server says a duration in each reader's language, whatever the shared one's, and
 * the servers' error texts (which say waits) do not carry the whole catalogue.
 */
function createDurations(): i18n {
  return privateCatalogue(
    { fr: { [namespace]: durationsFr }, en: { [namespace]: durationsEn } },
    [namespace],
    namespace,
  );
}

/** '1 heure', '2 heures', '1 hour': `count` of a unit, by the plural rules of `lang` (the `_one` / `_other` keys). */
export function sayDuration(unit: DurationUnit, count: number, lang: Language = 'fr'): string {
  durations ??= createDurations();
  return durations.getFixedT(lang, namespace)(unit, { count });
}
