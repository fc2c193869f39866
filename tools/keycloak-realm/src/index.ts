export * from './board-realm.js';
export * from './demo-realm.js';
export * from './identity-providers.js';
export * from './keycloak-representations.js';
export * from './realm-files.js';
export * from './roles.js';
