// Opt-in piece of the kit (issue 24.6): attempt budgets and quotas counted in Redis.
// `@crescendo/service-kit/limits`.
export * from './attempt-budget.js';
