import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ReminderSettings } from '@crescendo/contracts';
import { AppException, Db, viewerOf } from '@crescendo/service-kit';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import { findReminderSettings, saveReminderSettings } from './reminder.store.js';

/** Each person's own 'Rappels' (issue 28 §3): anyone of a school reads and sets theirs, nobody another's. */
@Injectable()
export class ReminderSettingsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  get(actor: Actor | null): Promise<ReminderSettings> {
    const viewer = this.member(actor);
    return findReminderSettings(this.db, viewer.organizationId, viewer.userId);
  }

  async save(actor: Actor | null, settings: ReminderSettings): Promise<ReminderSettings> {
    const viewer = this.member(actor);
    await saveReminderSettings(this.db, viewer.organizationId, viewer.userId, settings, this.options.now());
    return settings;
  }

  private member(actor: Actor | null) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    return viewer;
  }
}
