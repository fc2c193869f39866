import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PushSubscriptionInput } from '@crescendo/contracts';
import { AppException, Db, viewerOf, type Viewer } from '@crescendo/service-kit';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import { removePushSubscription, savePushSubscription } from './push-subscription.store.js';
import { ReminderPusher } from './reminder-pusher.js';

/** Where a click on a reminder takes each person: the calendar of their portal. */
const calendarPaths = {
  admin: '/admin/planification',
  teacher: '/teacher/calendrier',
  student: '/student/dashboard',
} as const;

/**
 * 'Activer les notifications sur cet appareil' (issue 28 §3): anyone of a school adds or removes their own
 * devices, never another's; the VAPID public key is the deployment's.
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReminderPusher) private readonly pusher: ReminderPusher,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  async publicKey(actor: Actor | null): Promise<{ publicKey: string | null }> {
    this.member(actor);
    return { publicKey: this.pusher.vapid?.publicKey ?? null };
  }

  async subscribe(actor: Actor | null, subscription: PushSubscriptionInput): Promise<{ subscribed: true }> {
    const viewer = this.member(actor);
    // No VAPID keys: the key route answers null and the screen offers nothing; only a broken client gets here.
    if (!this.pusher.enabled) throw new AppException('UNAVAILABLE', 'common.unavailable');
    if (!this.pusher.accepts(subscription.endpoint))
      throw new AppException('VALIDATION_FAILED', 'planning.pushServiceRefused', {
        fields: { endpoint: { key: 'planning.pushServiceRefused' } },
      });
    await savePushSubscription(
      this.db,
      viewer.organizationId,
      viewer.userId,
      subscription,
      calendarPaths[viewer.kind],
      this.options.now(),
    );
    return { subscribed: true };
  }

  async unsubscribe(actor: Actor | null, endpoint: string): Promise<{ removed: boolean }> {
    const viewer = this.member(actor);
    return { removed: await removePushSubscription(this.db, viewer.organizationId, viewer.userId, endpoint) };
  }

  private member(actor: Actor | null): Exclude<Viewer, { kind: 'none' }> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    return viewer;
  }
}
