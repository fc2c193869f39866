import { calendar, type calendar_v3 } from '@googleapis/calendar';
import type { GoogleAccount, GoogleAccounts } from './google-accounts.js';
import { googleFailure, isExpiredGrant, type GoogleFailure } from './google-errors.js';
import type { QuotaLimiter } from './quota-limiter.js';
import { defaultRetry, withRetries, type RetryOptions } from './retry.js';

export type GoogleCalendarEvent = calendar_v3.Schema$Event;

/**
 * Google's last word on a Calendar call (after the retries of 429/5xx): its status and body, for the publisher
 * to decide (401: reconnect, the stored tokens already cleared; 403: the calendar scopes; 404/409/410 known).
 */
export class CalendarCallError extends Error {
  constructor(readonly failure: GoogleFailure) {
    super(`Google Calendar answered ${failure.status}: ${failure.body}`);
  }
}

/**
 * Calendar v3 as the publication uses it (issue 28 §7), through `@googleapis/calendar` at the configured root:
 * every call waits for its slot of the shared quota limiter and is tried again on 429, 5xx and lost
 * connections (the library's own retries off, so that each attempt takes a slot).
 */
export class CalendarApi {
  private readonly api: calendar_v3.Calendar;

  constructor(
    private readonly accounts: GoogleAccounts,
    private readonly limiter: QuotaLimiter,
    private readonly clientId: string,
    rootUrl: string,
    private readonly retry: RetryOptions = defaultRetry,
  ) {
    this.api = calendar({ version: 'v3', rootUrl });
  }

  /** `calendars.insert`: a secondary calendar of the user's ('Crescendo — <groupe>'); its id. */
  async insertCalendar(userId: string, summary: string, timeZone: string): Promise<string> {
    const made = await this.call(
      userId,
      async (account) =>
        (
          await this.api.calendars.insert(
            { requestBody: { summary, timeZone }, auth: account.client },
            { retry: false },
          )
        ).data,
    );
    return made.id!;
  }

  insertEvent(userId: string, calendarId: string, body: GoogleCalendarEvent) {
    return this.call(
      userId,
      async (account) =>
        (
          await this.api.events.insert(
            { calendarId, requestBody: body, sendUpdates: 'none', auth: account.client },
            { retry: false },
          )
        ).data,
    );
  }

  updateEvent(userId: string, calendarId: string, eventId: string, body: GoogleCalendarEvent) {
    return this.call(
      userId,
      async (account) =>
        (
          await this.api.events.update(
            { calendarId, eventId, requestBody: body, sendUpdates: 'none', auth: account.client },
            { retry: false },
          )
        ).data,
    );
  }

  async deleteEvent(userId: string, calendarId: string, eventId: string): Promise<void> {
    await this.call(userId, (account) =>
      this.api.events.delete(
        { calendarId, eventId, sendUpdates: 'none', auth: account.client },
        { retry: false },
      ),
    );
  }

  private async call<T>(userId: string, call: (account: GoogleAccount) => Promise<T>): Promise<T> {
    try {
      return await this.attempt(userId, call);
    } catch (error) {
      if (!(error instanceof CalendarCallError) || error.failure.status !== 403) throw error;
      // A client this process kept from before the calendar consent (given through another process) still
      // holds a token without the calendar scopes: once more with the stored one.
      this.accounts.forget(userId);
      return this.attempt(userId, call);
    }
  }

  private async attempt<T>(userId: string, call: (account: GoogleAccount) => Promise<T>): Promise<T> {
    const account = await this.accounts.of(userId);
    try {
      return await withRetries(() => call(account), {
        ...this.retry,
        before: () => this.limiter.acquire(account.googleSubject, this.clientId),
      });
    } catch (error) {
      const failure = googleFailure(error);
      const answered = (error as { response?: unknown }).response !== undefined;
      if (!answered && !isNetworkError(error)) throw error;
      if (isExpiredGrant(failure)) await this.accounts.expired(userId);
      throw new CalendarCallError(failure);
    }
  }
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}
