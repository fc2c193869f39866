import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@crescendo/service-kit';
import type { PlanningConfig } from '../config.js';
import { ReminderMailer } from './reminder-mailer.js';
import { ReminderQueue } from './reminder-queue.js';
import { ReminderRecipients } from './reminder-recipients.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { ReminderSender } from './reminder-sender.js';
import { ReminderSettingsService } from './reminder-settings.service.js';

/** The reminders (issue 28 §3): who and where (groups, identity), the mailer, the queue, its worker, 'Rappels'. */
export const reminderProviders: Provider[] = [
  {
    provide: ReminderMailer,
    inject: [SERVICE_CONFIG],
    useFactory: (config: PlanningConfig) => new ReminderMailer(config.SMTP_URL, config.MAIL_FROM),
  },
  ReminderRecipients,
  ReminderSender,
  ReminderQueue,
  ReminderScheduler,
  ReminderSettingsService,
];
