export * from './goal-progress.js';
export * from './sprint.js';
export * from './badges.js';
export * from './reflection.js';
export * from './sections.js';
