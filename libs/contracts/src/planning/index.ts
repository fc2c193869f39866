export * from './planning-event.js';
export * from './planning-requests.js';
export * from './planning-routes.js';
export * from './planning-feed.js';
export * from './planning-conflicts.js';
export * from './planning-reminders.js';
export * from './planning-imports.js';
export * from './planning-push.js';
