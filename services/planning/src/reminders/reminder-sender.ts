import { Inject, Injectable, Logger } from '@nestjs/common';
import { reminderDueAt } from '@crescendo/domain';
import { reminderTexts, type MailContent, type ReminderEvent } from '@crescendo/i18n/server';
import type { MailRecipient, PlanningEvent, ReminderKind } from '@crescendo/contracts';
import { Db } from '@crescendo/service-kit';
import { findEvent } from '../event.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from '../planning.options.js';
import type { CancellationJob, OccurrenceReminderJob, ReminderJob } from './reminder-jobs.js';
import { ReminderMailer } from './reminder-mailer.js';
import { ReminderPushes } from './reminder-pushes.js';
import { ReminderRecipients } from './reminder-recipients.js';
import { claimCancellationNotice, comingOccurrences, findOccurrence, optedOut } from './reminder.store.js';

/** A job whose due time no longer matches its occurrence (the event moved): its replacement is scheduled. */
const staleAfterMs = 60_000;
/** Mails handed to the SMTP server at once for one reminder. */
const mailsAtOnce = 10;

/**
 * What a reminder job does when it is due (issue 28 §3): reads the event again (gone, cancelled or moved:
 * nothing), asks who it concerns (groups, identity), leaves out who turned that reminder or that channel off,
 * mails each person in their language and notifies each device they activated. A mail or a notification names
 * the event, never a student.
 */
@Injectable()
export class ReminderSender {
  private readonly logger = new Logger('ReminderSender');

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReminderRecipients) private readonly recipients: ReminderRecipients,
    @Inject(ReminderMailer) private readonly mailer: ReminderMailer,
    @Inject(ReminderPushes) private readonly pushes: ReminderPushes,
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
    const noMail = await optedOut(this.db, job.organizationId, people, job.kind, 'email');
    const noPush = this.pushes.enabled
      ? await optedOut(this.db, job.organizationId, people, job.kind, 'push')
      : new Set(people);
    // Identity's answer leaves out who is no longer of the school, and gives each one's language.
    const reached = await this.recipients.addresses(
      job.organizationId,
      people.filter((id) => !noMail.has(id) || !noPush.has(id)),
    );
    const about = reminderEventOf(event, occurrence);
    await this.pushes.notify(
      job.organizationId,
      reached.filter((person) => !noPush.has(person.userId)),
      (language) => reminderTexts.push(language, job.kind, about),
      { tag: reminderTag(job.eventId, job.day, job.kind), ttlSeconds: ttlOf(job.kind) },
    );
    return this.mailEach(
      reached.filter((person) => !noMail.has(person.userId)),
      (language) => reminderTexts.reminder(language, job.kind, about),
    );
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
    await this.pushes.notify(
      job.organizationId,
      addresses,
      (language) => reminderTexts.push(language, 'cancelled', about),
      { tag: `${job.eventId}_cancelled`, ttlSeconds: 24 * 3600 },
    );
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

/** One notification per occurrence and reminder on a device: a second delivery replaces the first. */
const reminderTag = (eventId: string, day: string, kind: ReminderKind) => `${eventId}_${day}_${kind}`;

/** How long a push service keeps a message for a device that is off: past it, the reminder is moot. */
const ttlOf = (kind: ReminderKind) => (kind === 'day-before' ? 12 * 3600 : 2 * 3600);

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
