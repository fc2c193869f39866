export * from './calendar-day.js';
export * from './practice-periods.js';
export * from './practice-statistics.js';
export * from './assignment-status.js';
export * from './practice-integrity.js';
