export * from './school-year.js';
export * from './connection-code.js';
export * from './group-look.js';
export * from './group-limits.js';
export * from './instruments.js';
export * from './practice/index.js';
export * from './attempt-budgets.js';
export * from './recent-sign-in.js';
export * from './finance/index.js';
export * from './classroom/importable-course.js';
export * from './spreadsheet-cell.js';
export * from './board/index.js';
// Privacy requests' legal deadlines (issue 31 §6, decision 0063).
export * from './privacy/index.js';
export * from './inventory/index.js';
export * from './programme/index.js';
export * from './planning/index.js';
export * from './motivation/index.js';
// Recordings as evidence (issue 29 §2): their limits and the audio types, recognised by their bytes.
export * from './recordings/index.js';
