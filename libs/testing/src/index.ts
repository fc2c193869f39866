export * from './run-env.js';
export * from './own-nats-server.js';
