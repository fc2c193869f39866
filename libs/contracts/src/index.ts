export * from './common/actor.js';
export * from './common/envelope.js';
export * from './common/error-codes.js';
export * from './common/event.js';
export * from './common/request.js';
export * from './web/web-config.js';
export * from './identity/me.js';
