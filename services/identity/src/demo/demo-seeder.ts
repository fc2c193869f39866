import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { seedDemo } from './seed-demo.js';

/** DEMO_MODE=true only: loads the demo organisation at start. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeeder');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const { created } = await seedDemo(this.db, this.outbox);
    this.logger.log(`demo organisation ready (${created} account(s) created)`);
  }
}
