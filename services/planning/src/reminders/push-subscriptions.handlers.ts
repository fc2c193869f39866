import { Controller, Inject } from '@nestjs/common';
import {
  getPushPublicKey,
  subscribePush,
  unsubscribePush,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/** The reminders' web push (issue 28 §3): the deployment's key, the actor's own devices. */
@Controller()
export class PushSubscriptionsHandlers {
  constructor(@Inject(PushSubscriptionsService) private readonly subscriptions: PushSubscriptionsService) {}

  @Handles(getPushPublicKey)
  publicKey(_payload: PayloadOf<typeof getPushPublicKey>, actor: Actor | null) {
    return this.subscriptions.publicKey(actor);
  }

  @Handles(subscribePush)
  subscribe(payload: PayloadOf<typeof subscribePush>, actor: Actor | null) {
    return this.subscriptions.subscribe(actor, payload);
  }

  @Handles(unsubscribePush)
  unsubscribe(payload: PayloadOf<typeof unsubscribePush>, actor: Actor | null) {
    return this.subscriptions.unsubscribe(actor, payload.endpoint);
  }
}
