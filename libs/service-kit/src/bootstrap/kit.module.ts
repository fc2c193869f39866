import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Db, serviceDb } from '../db/db.js';
import { EventConsumers } from '../events/event-consumers.js';
import { Outbox } from '../events/outbox.js';
import { HealthController } from '../health/health.controller.js';
import { MetricsController } from '../metrics/metrics.controller.js';
import { Readiness } from '../health/readiness.js';
import { ServiceClient } from '../nats/service-client.js';
import { NATS_CONNECTION, REDIS, SERVICE_CONFIG, type ServiceInfra } from './infra.js';

/** Makes the service's infrastructure injectable everywhere in it, and mounts the health routes. */
@Module({})
export class KitModule {
  static forInfra(infra: ServiceInfra): DynamicModule {
    const providers: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: infra.config },
      { provide: NATS_CONNECTION, useValue: infra.nats },
      { provide: REDIS, useValue: infra.redis },
      { provide: Outbox, useValue: infra.outbox },
      { provide: EventConsumers, useValue: infra.events },
      { provide: ServiceClient, useValue: infra.client },
      { provide: Readiness, useValue: infra.readiness },
    ];
    if (infra.dataSource)
      providers.push(
        { provide: DataSource, useValue: infra.dataSource },
        {
          provide: Db,
          useValue: serviceDb(infra.dataSource, {
            namedStatements: infra.config.DATABASE_POOLER !== 'transaction',
          }),
        },
      );
    return {
      module: KitModule,
      global: true,
      controllers: [HealthController, MetricsController],
      providers,
      exports: providers.map((provider) => (provider as { provide: unknown }).provide as symbol),
    };
  }
}
