import { Inject, Injectable, Logger } from '@nestjs/common';
import { reminderDueAt } from '@crescendo/domain';
import { reminderTexts, type MailContent, type ReminderEvent } from '@crescendo/i18n/server';
import type { MailRecipient, PlanningEvent } from '@crescendo/contracts';
import { Db } from '@crescendo/service-kit';
import { findEvent } from '../event.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import type { CancellationJob, OccurrenceReminderJob, ReminderJob } from './reminder-jobs.js';
import { ReminderMailer } from './reminder-mailer.js';
import { ReminderRecipients } from './reminder-recipients.js';
import { claimCancellationNotice, comingOccurrences, findOccurrence, optedOut } from './reminder.store.js';

/** A job whose due time no longer matches its occurrence (the event moved): its replacement is scheduled. */
const staleAfterMs = 60_000;
/** Mails handed to the SMTP server at once for one reminder. */
const mailsAtOnce = 10;

/**
 * What a reminder job does when it is due (issue 28 §3): reads the event again (gone, cancelled or moved:
 * nothing), asks who it concerns (groups, identity), leaves out who turned that reminder off, and mails each
 * person in their language. A mail names the event, never a student.
 */
@Injectable()
export class ReminderSender {
  private readonly logger = new Logger('ReminderSender');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReminderRecipients) private readonly recipients: ReminderRecipients,
    @Inject(ReminderMailer) private readonly mailer: ReminderMailer,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  /** How many mails went (0 when the job had nothing left to say). */
  run(job: ReminderJob): Promise<number> {
    return job.kind === 'cancelled' ? this.cancelled(job) : this.reminder(job);
  }

  private async reminder(job: OccurrenceReminderJob): Promise<number> {
    const event = await findEvent(this.db, job.organizationId, job.eventId);
    if (!event || event.status === 'cancelled') return 0;
    const occurrence = await findOccurrence(this.db, job.eventId, job.day);
    if (!occurrence) return 0;
    const due = reminderDueAt(occurrence, job.kind, this.options.timeZone);
    if (Math.abs(due.getTime() - Date.parse(job.dueAt)) > staleAfterMs) return 0;
    const people = await this.recipients.concerned(job.organizationId, event.groupIds);
    const off = await optedOut(this.db, job.organizationId, people, job.kind);
    const addresses = await this.recipients.addresses(
      job.organizationId,
      people.filter((id) => !off.has(id)),
    );
    const about = reminderEventOf(event, occurrence);
    return this.mailEach(addresses, (language) => reminderTexts.reminder(language, job.kind, about));
  }

  /**
   * 'Annulé', once: to everyone the event concerns (whatever their 'Rappels': not knowing would bring them to
   * a cancelled rehearsal), when one of its dates was still ahead.
   */
  private async cancelled(job: CancellationJob): Promise<number> {
    const event = await findEvent(this.db, job.organizationId, job.eventId);
    if (!event || event.status !== 'cancelled') return 0;
    const coming = await comingOccurrences(this.db, job.eventId, this.options.now());
    if (!coming) return 0;
    const people = await this.recipients.concerned(job.organizationId, event.groupIds);
    const addresses = await this.recipients.addresses(job.organizationId, people);
    if (!(await claimCancellationNotice(this.db, job.eventId, this.options.now()))) return 0;
    const about = reminderEventOf(event, coming);
    return this.mailEach(addresses, (language) => reminderTexts.cancelled(language, about, coming.coming));
  }

  private async mailEach(
    addresses: MailRecipient[],
    content: (language: MailRecipient['language']) => MailContent,
  ): Promise<number> {
    const texts = { fr: content('fr'), en: content('en') };
    let sent = 0;
    for (let start = 0; start < addresses.length; start += mailsAtOnce) {
      const results = await Promise.all(
        addresses
          .slice(start, start + mailsAtOnce)
          .map((recipient) =>
            this.mailer.send(recipient.email, recipient.language, texts[recipient.language]),
          ),
      );
      sent += results.filter(Boolean).length;
    }
    if (sent < addresses.length) this.logger.warn(`${addresses.length - sent} reminder mail(s) not sent`);
    return sent;
  }
}

function reminderEventOf(
  event: PlanningEvent,
  occurrence: { startsAt: Date; callAt: Date | null },
): ReminderEvent {
  return {
    title: event.title,
    startsAt: occurrence.startsAt,
    callAt: occurrence.callAt,
    place: event.place,
    bring: event.bring,
    dressCode: event.dressCode,
  };
}
