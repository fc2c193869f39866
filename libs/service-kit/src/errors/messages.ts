// Every user-facing string lives in libs/i18n; the kit re-exports the servers' catalogue for its users.
export { serverMessages } from '@crescendo/i18n/server';
