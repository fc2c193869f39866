import type { CatalogueShape } from './catalogue.js';
import type { durationsFr } from './durations.fr.js';

export const durationsEn = {
  seconds_one: '{{count}} second',
  seconds_other: '{{count}} seconds',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
} as const satisfies CatalogueShape<typeof durationsFr>;
