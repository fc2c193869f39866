// Opt-in piece of the kit (issue 24.6): a service's BullMQ queue, its worker and their Redis connections.
// `@crescendo/service-kit/jobs`.
export * from './job-queue.js';
