import './i18next-types.js';

export * from './languages.js';
// Both languages at once (`resources`) are the services' (`@crescendo/i18n/server`): the browser's shared
// chunk carries French only, English comes when asked for.
export { namespaces, type Catalogue, type Catalogues, type Namespace } from './french.js';
export { cataloguesIn } from './catalogues-in.js';
export * from './format.js';
export { formatWait } from './wait-time.js';
export { sayDuration, type DurationUnit } from './durations.js';
export * from './init.js';
export type { CatalogueShape } from './locales/catalogue.js';
