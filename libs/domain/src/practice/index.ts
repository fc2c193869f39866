export * from './calendar-day.js';
export * from './practice-periods.js';
export * from './practice-statistics.js';
export * from './practice-filter.js';
export * from './student-overview.js';
export * from './assignment-status.js';
export * from './practice-integrity.js';
