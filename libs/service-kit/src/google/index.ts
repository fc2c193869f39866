// Opt-in piece of the kit (issue 24.6): where Google's APIs are (real, or tools/fake-google).
// `@crescendo/service-kit/google`.
export * from './google-endpoints.js';
