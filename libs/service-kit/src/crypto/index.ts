// Opt-in piece of the kit (issue 24.6): sealing secrets at rest (AES-256-GCM with key rotation) and the
// configuration of their keys. `@crescendo/service-kit/crypto`.
export * from './secret-box.js';
export * from './sealing-keys.js';
