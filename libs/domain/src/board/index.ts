export * from './policies.js';
export * from './small-cohorts.js';
