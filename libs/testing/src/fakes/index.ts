// The unit tier's fakes (issue 24): what a service's use cases are built on in `services/*/test/unit/`, with
// no PostgreSQL, NATS or Redis. An opt-in entry (`@crescendo/testing/fakes`) apart from the harness
// (`@crescendo/testing`): it imports no infrastructure client (pg, NATS, ioredis, TypeORM) of its own, only
// service-kit's `Db`, `AppException` and ports, as the services under test do. Each service keeps its own
// in-memory stores beside its tests.
export * from './fake-db.js';
export * from './fake-groups-access.js';
export * from './fake-outbox.js';
export * from './people.js';
export * from './refusal.js';
