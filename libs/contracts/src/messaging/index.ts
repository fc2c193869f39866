export * from './message.js';
export * from './messaging-requests.js';
export * from './messaging-routes.js';
export * from './messaging-live.js';
