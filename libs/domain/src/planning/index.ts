export * from './conflicts.js';
export * from './reminders.js';
