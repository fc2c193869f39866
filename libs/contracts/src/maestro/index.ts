export * from './maestro-draft.js';
export * from './maestro-requests.js';
export * from './maestro-routes.js';
export * from './maestro-comments.js';
export * from './maestro-lesson-ideas.js';
export * from './maestro-practice-plans.js';
export * from './maestro-model-description.js';
export * from './maestro-progress.js';
