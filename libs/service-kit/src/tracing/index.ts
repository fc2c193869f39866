export * from './tracing-switch.js';
export * from './start-tracing.js';
export * from './nats-headers-carrier.js';
export * from './nats-spans.js';
export * from './http-spans.js';
export * from './job-trace.js';
