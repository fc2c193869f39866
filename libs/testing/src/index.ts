export * from './run-env.js';
export * from './own-nats-server.js';
export * from './probe/probe.contracts.js';
export * from './probe/probe.service.js';
export * from './platform/built-service.js';
export * from './platform/start-platform.js';
export * from './authorization-matrix.js';
export * from './oidc-client.js';
