// TEST_INFRA=containers (a developer laptop with Docker): PostgreSQL, NATS with JetStream and Redis in
// throw-away containers instead of the local servers. Not used on the CI machines (no Docker there).
const started = [];

export async function startContainers() {
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:15-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const nats = await new GenericContainer('nats:2.10-alpine')
    .withCommand(['-js'])
    .withExposedPorts(4222)
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  started.push(postgres, nats, redis);
  return {
    adminDatabaseUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
  };
}

export async function stopContainers() {
  await Promise.all(started.splice(0).map((container) => container.stop()));
}
