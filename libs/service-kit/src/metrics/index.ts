export * from './service-metrics.js';
export * from './infra-gauges.js';
export * from './metrics.controller.js';
export * from './http-metrics.js';
export * from './access-log.js';
