import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppException } from '@crescendo/service-kit';
import { CalendarCallError } from '../google/calendar-api.js';
import { isExpiredGrant, isRetryable } from '../google/google-errors.js';
import type { CalendarJobData } from './calendar-queue.js';
import { CalendarStore, type PublicationProblem } from './calendar.store.js';
import { CalendarGone, CalendarWriter } from './calendar-writer.js';

/** Why the teacher's Google account cannot write now: the publication waits for them (no retry). */
function problemOf(error: unknown): PublicationProblem | null {
  if (error instanceof AppException && error.error.messageKey === 'classroom.tokenMissing')
    return 'reconnect';
  if (!(error instanceof CalendarCallError)) return null;
  if (isExpiredGrant(error.failure)) return 'reconnect';
  return error.failure.status === 403 ? 'consent' : null;
}

/**
 * One `classroom-calendar` job: an event's wanted version written to the teacher's calendar. A stopped
 * publication writes nothing; an older version leaves it to the newer one's job; a version already written
 * does nothing. 429/5xx that outlived the call's retries are thrown for BullMQ's next attempt; 401 and 403
 * mark the publication (reconnect, consent) until 'Publier' again; a calendar the teacher deleted in Google
 * Agenda is not made again behind their back: the publication forgets it and says so (`calendarDeleted`), and
 * 'Publier' again makes a new one; another refusal is the event's `failed`.
 */
@Injectable()
export class CalendarPublisher {
  private readonly logger = new Logger('CalendarPublisher');

  constructor(
    @Inject(CalendarStore) private readonly store: CalendarStore,
    @Inject(CalendarWriter) private readonly writer: CalendarWriter,
  ) {}

  async run({ publicationId, eventId, sequence }: CalendarJobData): Promise<void> {
    const publication = await this.store.publicationById(publicationId);
    if (!publication?.active || publication.problem || !publication.calendar_id) return;
    const link = await this.store.link(publicationId, eventId);
    // Added inside the event's transaction: not committed yet, the next attempt sees it.
    if (!link || link.wanted_sequence < sequence)
      throw new Error(`event ${eventId} not recorded for publication ${publicationId} yet`);
    if (link.wanted_sequence > sequence || link.sent_sequence === sequence) return;
    try {
      const ids = await this.writer.write(
        { ...publication, calendar_id: publication.calendar_id },
        eventId,
        link.wanted,
        link.google_event_ids,
      );
      await this.store.sent(publicationId, eventId, sequence, ids);
    } catch (error) {
      if (error instanceof CalendarGone) {
        this.logger.warn(`publication ${publicationId}: its calendar was deleted in Google Agenda`);
        await this.store.forgetCalendar(publicationId);
        return this.store.setProblem(publicationId, 'calendarDeleted');
      }
      const problem = problemOf(error);
      if (problem) {
        this.logger.warn(`publication ${publicationId} waits for its teacher: ${problem}`);
        return this.store.setProblem(publicationId, problem);
      }
      if (error instanceof CalendarCallError && !isRetryable(error.failure)) {
        this.logger.warn(`event ${eventId} refused by Google Calendar: ${error.message}`);
        return this.store.failed(publicationId, eventId, sequence, error.message);
      }
      throw error;
    }
  }
}
