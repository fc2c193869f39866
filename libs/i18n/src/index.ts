import './i18next-types.js';

export * from './languages.js';
// Both languages at once (`resources`) are the services' (`@crescendo/i18n/server`), every French namespace at
// once the front ends' tests' (`@crescendo/i18n/preloaded`): this shared chunk carries the public pages' French
// only, the rest comes when asked for.
export type { Catalogue, Catalogues, Namespace } from './french.js';
export { namespaces } from './namespaces.js';
export { cataloguesIn } from './catalogues-in.js';
export * from './format.js';
export { formatWait } from './wait-time.js';
export { sayDuration, type DurationUnit } from './durations.js';
export * from './init.js';
export type { CatalogueShape } from './locales/catalogue.js';
