import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import type { BaseConfig } from '../config/base-config.js';
import type { EventConsumers } from '../events/event-consumers.js';
import type { Outbox } from '../events/outbox.js';
import type { ServiceClient } from '../nats/service-client.js';
import type { Readiness } from '../health/readiness.js';

/** What a running service holds: built once at start, handed to its Nest module, closed at stop. */
export interface ServiceInfra<C extends BaseConfig = BaseConfig> {
  name: string;
  config: C;
  dataSource: DataSource | undefined;
  nats: NatsConnection;
  redis: Redis | undefined;
  outbox: Outbox;
  events: EventConsumers;
  client: ServiceClient;
  readiness: Readiness;
}

/** Injection tokens for what is not a class. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REDIS = Symbol('REDIS');
