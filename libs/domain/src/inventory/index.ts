export * from './loans.js';
