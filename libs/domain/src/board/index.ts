export * from './policies.js';
export * from './small-cohorts.js';
export * from './programmes.js';
export * from './retention.js';
