import { classroom, type classroom_v1 } from '@googleapis/classroom';
import type { GoogleAccount, GoogleAccounts } from './google-accounts.js';
import { AppException } from '@crescendo/service-kit';
import { googleException, googleFailure, isExpiredGrant, type GoogleFailure } from './google-errors.js';
import type { QuotaLimiter } from './quota-limiter.js';
import { defaultRetry, withRetries, type RetryOptions } from './retry.js';

export type ClassroomCourse = classroom_v1.Schema$Course;
export type ClassroomStudent = classroom_v1.Schema$Student;
export type ClassroomCourseWork = classroom_v1.Schema$CourseWork;
export type ClassroomSubmission = classroom_v1.Schema$StudentSubmission;

/** How Google's last word becomes our error (the import's messages by default). */
type FailureMessage = (failure: GoogleFailure) => AppException;

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
      return this.failed(userId, error);
    }
    return items;
  }

  // ── Coursework push and grade passback (issue 11.4–11.5a, decision 0035) ──

  /** Spec §7: `POST courses/{courseId}/courseWork`; other statuses than 401/403/404 say the coursework failed. */
  async createCourseWork(
    userId: string,
    courseId: string,
    body: ClassroomCourseWork,
  ): Promise<ClassroomCourseWork> {
    return this.once(
      userId,
      async (account) =>
        (
          await this.api.courses.courseWork.create(
            { courseId, requestBody: body, auth: account.client },
            { retry: false },
          )
        ).data,
      courseWorkMessage,
    );
  }

  /** The student's submission of a coursework (`userId`: their Google id), every page; undefined if none. */
  async submissionOf(
    userId: string,
    courseId: string,
    courseWorkId: string,
    googleUserId: string,
  ): Promise<ClassroomSubmission | undefined> {
    const all = await this.allPages(userId, async (account, pageToken) => {
      const { data } = await this.api.courses.courseWork.studentSubmissions.list(
        { courseId, courseWorkId, userId: googleUserId, pageToken, auth: account.client },
        { retry: false },
      );
      return { items: data.studentSubmissions ?? [], next: data.nextPageToken ?? undefined };
    });
    return all.find((submission) => submission.userId === googleUserId);
  }

  /** The teacher's grade, as assigned and draft grade (`PATCH …?updateMask=assignedGrade,draftGrade`). */
  async setGrade(userId: string, at: SubmissionRef, grade: number): Promise<void> {
    await this.once(userId, (account) =>
      this.api.courses.courseWork.studentSubmissions.patch(
        {
          ...at,
          updateMask: 'assignedGrade,draftGrade',
          requestBody: { assignedGrade: grade, draftGrade: grade },
          auth: account.client,
        },
        { retry: false },
      ),
    );
  }

  /** `POST …/studentSubmissions/{id}:return`: the graded work goes back to the student. */
  async returnSubmission(userId: string, at: SubmissionRef): Promise<void> {
    await this.once(userId, (account) =>
      this.api.courses.courseWork.studentSubmissions.return(
        { ...at, requestBody: {}, auth: account.client },
        { retry: false },
      ),
    );
  }

  /** One call (no pages), with its slot of the limiter and its retries. */
  private async once<T>(
    userId: string,
    call: (account: GoogleAccount) => Promise<T>,
    message: FailureMessage = googleException,
  ): Promise<T> {
    const account = await this.accounts.of(userId);
    try {
      return await withRetries(() => call(account), {
        ...this.retry,
        before: () => this.limiter.acquire(account.googleSubject, this.clientId),
      });
    } catch (error) {
      return this.failed(userId, error, message);
    }
  }

  /** A call that failed for good: a bug of ours is thrown as is; Google's answer, as its message. */
  private async failed(
    userId: string,
    error: unknown,
    message: FailureMessage = googleException,
  ): Promise<never> {
    const failure = googleFailure(error);
    if (failure.status === 0 && !(error as { response?: unknown }).response && !isNetworkError(error))
      throw error;
    if (isExpiredGrant(failure)) await this.accounts.expired(userId);
    throw message(failure);
  }
}

export interface SubmissionRef {
  courseId: string;
  courseWorkId: string;
  id: string;
}

/** Spec §8: a coursework Google refused is 'Erreur lors de la création du devoir: {status} - {body}'. */
function courseWorkMessage(failure: GoogleFailure): AppException {
  if (isExpiredGrant(failure) || [403, 404, 429].includes(failure.status)) return googleException(failure);
  return new AppException('UNAVAILABLE', 'classroomPush.courseWorkFailed', {
    params: { status: failure.status, body: failure.body },
  });
}

/** A call that got no answer (refused, reset, timed out) rather than a bug of ours. */
function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}
