import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from '../config.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { ReminderMailer } from './reminder-mailer.js';
import { ReminderPusher, vapidIdentityOf } from './reminder-pusher.js';
import { ReminderPushes } from './reminder-pushes.js';
import { ReminderQueue } from './reminder-queue.js';
import { ReminderRecipients } from './reminder-recipients.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { ReminderSender } from './reminder-sender.js';
import { ReminderSettingsService } from './reminder-settings.service.js';

/**
 * The reminders (issue 28 §3): who and where (groups, identity), the mailer, the web push (VAPID keys from the
 * configuration), the queue, its worker, 'Rappels' and the devices people activated.
 */
export const reminderProviders: Provider[] = [
  {
    provide: ReminderMailer,
    inject: [SERVICE_CONFIG],
    useFactory: (config: PlanningConfig) => new ReminderMailer(config.SMTP_URL, config.MAIL_FROM),
  },
  {
    provide: ReminderPusher,
    inject: [SERVICE_CONFIG, PLANNING_OPTIONS],
    useFactory: (config: PlanningConfig, options: PlanningOptions) =>
      new ReminderPusher(vapidIdentityOf(config), config.PLANNING_PUSH_HOSTS, options.pushAgent),
  },
  ReminderPushes,
  PushSubscriptionsService,
  ReminderRecipients,
  ReminderSender,
  ReminderQueue,
  ReminderScheduler,
  ReminderSettingsService,
];
