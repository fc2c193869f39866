import type { Catalogues } from './resources.js';
import type { ServerCatalogues } from './server/server-resources.js';

// Typed keys everywhere i18next's `t` is used, one namespace at a time: a misspelt key fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Catalogues & ServerCatalogues;
  }
}
