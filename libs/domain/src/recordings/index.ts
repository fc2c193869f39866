export * from './recording-limits.js';
