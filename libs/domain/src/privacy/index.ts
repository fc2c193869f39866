export * from './request-deadline.js';
export * from './parental-consent.js';
export * from './unusual-reads.js';
