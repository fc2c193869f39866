// What every portal repeated: the language hook, the toasts around a change, the shell's props contract.
// The CSV (`/csv`, papaparse) and the standalone page (`/dev-page`) are entries of their own, so that no first page carries them.
export { useLanguage } from './use-language.js';
export { withToasts } from './with-toasts.js';
export type { PortalAppProps } from './portal-props.js';
