import type { Catalogue } from './resources.js';

// Typed keys everywhere i18next's `t` is used: a misspelt key fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
