export * from './quebec-programme.js';
export * from './terms.js';
export * from './consistency.js';
