export * from './loans.js';
export * from './replacement-plan.js';
export * from './photos.js';
