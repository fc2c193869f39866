export * from './goal-progress.js';
