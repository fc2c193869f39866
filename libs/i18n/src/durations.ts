import { createInstance, type i18n } from 'i18next';
import type { Language } from './languages.js';
import { durationsEn } from './locales/durations.en.js';
import { durationsFr } from './locales/durations.fr.js';

export type DurationUnit = 'seconds' | 'minutes' | 'hours' | 'days';

const namespace = 'durations';
let durations: i18n | undefined;

/**
 * Its own small instance: a server says a duration in each reader's language, whatever the shared one's, and
 * the servers' error texts (which say waits) do not carry the whole catalogue.
 */
function createDurations(): i18n {
  const instance = createInstance({
    resources: {
      fr: { [namespace]: durationsFr },
      en: { [namespace]: durationsEn },
    },
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: [namespace],
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}

/** '1 heure', '2 heures', '1 hour': `count` of a unit, by the plural rules of `lang` (the `_one` / `_other` keys). */
export function sayDuration(unit: DurationUnit, count: number, lang: Language = 'fr'): string {
  durations ??= createDurations();
  return durations.getFixedT(lang, namespace)(unit, { count });
}
