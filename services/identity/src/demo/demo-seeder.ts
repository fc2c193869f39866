import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { demoPassword, largeBoardSchoolsAsked } from '@crescendo/domain/demo';
import { hashPassword } from '../passwords/password-hasher.js';
import { seedLargeBoard } from './large-board.js';
import { seedDemo } from './seed-demo.js';

/** DEMO_MODE=true only: loads the demo organisation at start, and the 60-school board with DEMO_BOARD_SCALE=large. */
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
    // In the background: the service answers while the large board loads (its log says when it is there).
    const schools = largeBoardSchoolsAsked(this.config.DEMO_BOARD_SCALE, this.config.DEMO_BOARD_SCHOOLS);
    if (schools > 0)
      void hashPassword(demoPassword)
        .then((hash) => seedLargeBoard(this.db, schools, hash))
        .then(
          (loaded) => this.logger.log(loaded ? 'large demo board loaded' : 'large demo board already there'),
          (error: unknown) => this.logger.error(`large demo board not loaded: ${String(error)}`),
        );
  }
}
