import './i18next-types.js';

export * from './languages.js';
export * from './resources.js';
export * from './format.js';
export { formatWait } from './wait-time.js';
export { sayDuration, type DurationUnit } from './durations.js';
export * from './init.js';
export type { CatalogueShape } from './locales/catalogue.js';
