export * from './live-topic.js';
export * from './live-event.js';
export * from './live-protocol.js';
