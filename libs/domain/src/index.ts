export * from './school-year.js';
export * from './connection-code.js';
export * from './group-look.js';
export * from './group-limits.js';
export * from './instruments.js';
export * from './demo-directory.js';
export * from './practice/index.js';
export * from './attempt-budgets.js';
