export { baseConfig } from './base-config.mjs';
export { portalConfig } from './portal-config.mjs';
export { sharedModules } from './shared-modules.mjs';
export { EsmFederationRuntimePlugin } from './esm-federation-runtime.mjs';
