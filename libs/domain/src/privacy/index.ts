export * from './request-deadline.js';
export * from './parental-consent.js';
