import { classroom, type classroom_v1 } from '@googleapis/classroom';
import type { GoogleAccount, GoogleAccounts } from './google-accounts.js';
import { googleException, googleFailure, isExpiredGrant } from './google-errors.js';
import type { QuotaLimiter } from './quota-limiter.js';
import { defaultRetry, withRetries, type RetryOptions } from './retry.js';

export type ClassroomCourse = classroom_v1.Schema$Course;
export type ClassroomStudent = classroom_v1.Schema$Student;

/**
 * The Classroom REST API as Crescendo uses it, through `@googleapis/classroom` at the configured root: every
 * call waits for its slot of the shared quota limiter, is tried again on 429 and 5xx with backoff and jitter
 * (the library's own retries are off, so that each attempt takes a slot), and every page is followed.
 * Google's last word becomes the spec's message; a 401 also clears the user's stored tokens.
 */
export class ClassroomApi {
  private readonly api: classroom_v1.Classroom;

  constructor(
    private readonly accounts: GoogleAccounts,
    private readonly limiter: QuotaLimiter,
    private readonly clientId: string,
    rootUrl: string,
    private readonly retry: RetryOptions = defaultRetry,
  ) {
    this.api = classroom({ version: 'v1', rootUrl });
  }

  /** Spec §7: `GET courses?courseStates=ACTIVE`, the user's own (teacherId=me), every page. */
  async activeCourses(userId: string): Promise<ClassroomCourse[]> {
    return this.allPages(userId, async (account, pageToken) => {
      const { data } = await this.api.courses.list(
        { teacherId: 'me', courseStates: ['ACTIVE'], pageToken, auth: account.client },
        { retry: false },
      );
      return { items: data.courses ?? [], next: data.nextPageToken ?? undefined };
    });
  }

  /** `GET courses/{courseId}`: a roster re-sync's name and description (issue 11.5b). */
  async course(userId: string, courseId: string): Promise<ClassroomCourse> {
    const [course] = await this.allPages(userId, async (account) => {
      const { data } = await this.api.courses.get({ id: courseId, auth: account.client }, { retry: false });
      return { items: [data] };
    });
    return course!;
  }

  /** `GET courses/{courseId}/students`, every page. */
  async students(userId: string, courseId: string): Promise<ClassroomStudent[]> {
    return this.allPages(userId, async (account, pageToken) => {
      const { data } = await this.api.courses.students.list(
        { courseId, pageToken, auth: account.client },
        { retry: false },
      );
      return { items: data.students ?? [], next: data.nextPageToken ?? undefined };
    });
  }

  private async allPages<T>(
    userId: string,
    page: (account: GoogleAccount, pageToken?: string) => Promise<{ items: T[]; next?: string }>,
  ): Promise<T[]> {
    const account = await this.accounts.of(userId);
    const items: T[] = [];
    let pageToken: string | undefined;
    try {
      do {
        const result = await withRetries(() => page(account, pageToken), {
          ...this.retry,
          before: () => this.limiter.acquire(account.googleSubject, this.clientId),
        });
        items.push(...result.items);
        pageToken = result.next;
      } while (pageToken);
    } catch (error) {
      const failure = googleFailure(error);
      if (failure.status === 0 && !(error as { response?: unknown }).response && !isNetworkError(error))
        throw error;
      if (isExpiredGrant(failure)) await this.accounts.expired(userId);
      throw googleException(failure);
    }
    return items;
  }
}

/** A call that got no answer (refused, reset, timed out) rather than a bug of ours. */
function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}
