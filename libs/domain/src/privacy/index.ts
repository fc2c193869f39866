export * from './request-deadline.js';
