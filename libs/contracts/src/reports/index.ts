export * from './report-terms.js';
export * from './comment-bank.js';
export * from './report-card.js';
export * from './report-card-requests.js';
export * from './homework-term-work.js';
export * from './reports-routes.js';
export * from './goals.js';
export * from './homework-goal-days.js';
