import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MaestroStatus } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { Db, requireStaff, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from './config.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from './maestro.options.js';
import { MaestroSwitch, type MaestroSwitchPort } from './maestro-switch.js';
import { MAESTRO_MODEL, type MaestroModel } from './model/maestro-model.js';
import { budgetLeft } from './daily-budget.store.js';

/**
 * What the page needs before asking (issue 30 §1, §3): off for the school (or group), the page shows nothing
 * of Maestro IA; no model, it says so and points the admin to docs/maestro.md; the demonstration model is
 * named as such; and what is left of today's budgets.
 */
@Injectable()
export class StatusService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(SERVICE_CONFIG) private readonly config: MaestroConfig,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
  ) {}

  async status(actor: Actor | null, groupId?: string): Promise<MaestroStatus> {
    const viewer = requireStaff(actor);
    const enabled = await this.maestroSwitch.isOn(actor!, groupId);
    const budget = enabled
      ? await budgetLeft(
          this.db,
          {
            organizationId: viewer.organizationId,
            userId: viewer.userId,
            day: dayOf(this.options.now(), this.options.timeZone),
          },
          {
            userPerDay: this.config.MAESTRO_DAILY_USER_REQUESTS,
            schoolPerDay: this.config.MAESTRO_DAILY_SCHOOL_REQUESTS,
          },
        )
      : { userLeft: 0, schoolLeft: 0 };
    return {
      enabled,
      configured: enabled && this.model !== null,
      model: enabled ? (this.model?.info ?? null) : null,
      budget,
    };
  }
}
