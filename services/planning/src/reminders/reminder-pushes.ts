import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MailRecipient } from '@crescendo/contracts';
import type { PushTexts } from '@crescendo/i18n/server';
import { Db } from '@crescendo/service-kit';
import { forgetPushEndpoint, pushSubscriptionsOf } from './push-subscription.store.js';
import { ReminderPusher } from './reminder-pusher.js';

/** Messages handed to push services at once for one reminder. */
const pushesAtOnce = 10;

/**
 * A reminder's notifications (issue 28 §3): one message to each device the people activated, in each one's
 * language, opening their calendar page; a device its push service says is gone (404, 410) is forgotten.
 */
@Injectable()
export class ReminderPushes {
  private readonly logger = new Logger('ReminderPushes');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReminderPusher) private readonly pusher: ReminderPusher,
  ) {}

  /** False when the deployment has no VAPID keys: nobody is notified, mails still go. */
  get enabled(): boolean {
    return this.pusher.enabled;
  }

  /** How many devices took the message. */
  async notify(
    organizationId: string,
    people: MailRecipient[],
    texts: (language: MailRecipient['language']) => PushTexts,
    options: { tag: string; ttlSeconds: number },
  ): Promise<number> {
    if (!this.pusher.enabled || people.length === 0) return 0;
    const languages = new Map(people.map((person) => [person.userId, person.language]));
    const devices = await pushSubscriptionsOf(this.db, organizationId, [...languages.keys()]);
    const words = { fr: texts('fr'), en: texts('en') };
    let sent = 0;
    for (let start = 0; start < devices.length; start += pushesAtOnce) {
      const outcomes = await Promise.all(
        devices.slice(start, start + pushesAtOnce).map(async (device) => {
          const message = { ...words[languages.get(device.userId)!], url: device.openPath, tag: options.tag };
          const outcome = await this.pusher.send(device, message, options.ttlSeconds);
          if (outcome === 'gone') await forgetPushEndpoint(this.db, device.endpoint);
          return outcome;
        }),
      );
      sent += outcomes.filter((outcome) => outcome === 'sent').length;
    }
    if (sent < devices.length)
      this.logger.warn(`${devices.length - sent} reminder notification(s) not delivered`);
    return sent;
  }
}
