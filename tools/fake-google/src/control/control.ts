import type { AccountSeed, ClientConfig, CourseSeed, StudentSeed } from '../config.js';
import type { App } from '../http/context.js';
import type { FailureSpec } from '../behaviour/failures.js';
import type { LatencySettings } from '../behaviour/latency.js';
import type { QuotaSettings } from '../behaviour/quota.js';
import type { LoggedRequest, RequestFilter } from '../behaviour/request-log.js';
import { calendarView, eventView } from '../calendar/calendar-views.js';
import { courseView, submissionView } from '../classroom/views.js';
import { parseScopes } from '../oauth/scopes.js';
import { tokenResponse, type TokenResponse } from '../oauth/token-response.js';
import { userIdFor } from '../state/ids.js';
import type { ReceivedCalendarBody } from '../state/calendar-store.js';
import type { Account } from '../state/types.js';
import { ControlError } from './control-error.js';

export interface IssueTokenInput {
  email: string;
  /** Scopes as in an authorization request (`openid email …` or full URLs). */
  scopes: string[];
  /** The client the grant belongs to (for a later refresh); the first configured client when absent. */
  clientId?: string;
  ttlSeconds?: number;
  /** Also issue a refresh token. */
  offline?: boolean;
}

/** What tests, the demo and benchmarks can change; the `/__control/` routes call the same methods. */
export class FakeGoogleControl {
  constructor(private readonly app: App) {}

  /** Back to the configured accounts, clients and courses; no tokens, no injected behaviour, empty log. */
  reset(): void {
    this.app.state.reset();
    this.app.behaviour.reset();
  }

  addClient(client: ClientConfig): void {
    this.app.state.directory.addClient(client);
  }

  addAccount(seed: AccountSeed): Account {
    return this.app.state.addAccount(seed);
  }

  /** Adds a course taught by `ownerEmail`, who need not be a configured account. */
  addCourse(ownerEmail: string, seed: CourseSeed): Record<string, unknown> {
    const course = this.app.state.classroom.addCourse(userIdFor(ownerEmail), seed);
    return courseView(course, this.app.baseUrl());
  }

  /** Enrols students; returns how many were not enrolled yet. */
  addStudents(courseId: string, students: StudentSeed[]): number {
    const course = this.app.state.classroom.course(courseId);
    if (!course) throw new ControlError(404, `No course ${courseId}.`);
    return this.app.state.classroom.addStudents(course, students);
  }

  /** Every submission of the course (of one work when named): what a test looks at after a grade passback. */
  submissions(courseId: string, courseWorkId?: string): Array<Record<string, unknown>> {
    const course = this.app.state.classroom.course(courseId);
    if (!course) throw new ControlError(404, `No course ${courseId}.`);
    return course.courseWork
      .filter((work) => courseWorkId === undefined || work.id === courseWorkId)
      .flatMap((work) => work.submissions)
      .map((submission) => submissionView(submission, this.app.baseUrl()));
  }

  /** The student (by e-mail) turns their work in, as they would in Classroom. */
  turnIn(courseId: string, courseWorkId: string, studentEmail: string): void {
    const work = this.app.state.classroom.course(courseId)?.courseWork.find((w) => w.id === courseWorkId);
    const submission = work?.submissions.find((s) => s.userId === userIdFor(studentEmail));
    if (!submission) throw new ControlError(404, `No submission of ${studentEmail} for ${courseWorkId}.`);
    submission.state = 'TURNED_IN';
    submission.updateTime = new Date().toISOString();
  }

  /** Renames a course or changes its description, as its teacher would in Classroom (a re-import's update). */
  updateCourse(courseId: string, change: { name?: string; description?: string }): Record<string, unknown> {
    const course = this.app.state.classroom.course(courseId);
    if (!course) throw new ControlError(404, `No course ${courseId}.`);
    if (change.name !== undefined) course.name = change.name;
    if (change.description !== undefined) course.description = change.description;
    course.updateTime = new Date().toISOString();
    return courseView(course, this.app.baseUrl());
  }

  /** Takes students out of a course's roster (a roster change for a re-sync). */
  removeStudents(courseId: string, emails: string[]): number {
    const course = this.app.state.classroom.course(courseId);
    if (!course) throw new ControlError(404, `No course ${courseId}.`);
    const gone = new Set(emails.map((email) => userIdFor(email)));
    const before = course.students.length;
    course.students = course.students.filter((s) => !gone.has(s.userId));
    return before - course.students.length;
  }

  setLatency(settings: LatencySettings): void {
    this.app.behaviour.latency.set(settings);
  }

  clearLatency(): void {
    this.app.behaviour.latency.clear();
  }

  setQuota(settings: QuotaSettings): void {
    this.app.behaviour.quota.set(settings);
  }

  clearQuota(): void {
    this.app.behaviour.quota.clear();
  }

  injectFailure(spec: FailureSpec): { id: number } {
    return this.app.behaviour.failures.inject(spec);
  }

  clearFailures(): void {
    this.app.behaviour.failures.clear();
  }

  /** Mints tokens without the browser dance, for tests and benchmarks that only need a valid token. */
  async issueToken(input: IssueTokenInput): Promise<TokenResponse> {
    const { directory, tokens } = this.app.state;
    const account = directory.accountByEmail(input.email);
    if (!account) throw new ControlError(404, `No account ${input.email}.`);
    const scopes = parseScopes(input.scopes.join(' '));
    if (!scopes.ok) throw new ControlError(400, `Unknown scope ${scopes.unknown}.`);
    const clientId = input.clientId ?? directory.firstClientId() ?? 'fake-google-control';
    const offline = input.offline ?? false;
    const grant = tokens.createGrant(account.sub, clientId, scopes.scopes, offline);
    return tokenResponse(this.app, grant, { withRefreshToken: offline, ttlSeconds: input.ttlSeconds });
  }

  /** Makes an access or refresh token expired now; false when unknown. */
  expireToken(token: string): boolean {
    return this.app.state.tokens.expire(token);
  }

  /** Revokes the grant behind a token, as POST /revoke does; false when unknown or already revoked. */
  revokeToken(token: string): boolean {
    return this.app.state.tokens.revoke(token);
  }

  /**
   * Every calendar made through Calendar v3, with its events as Calendar keeps them (deleted ones too,
   * `status: 'cancelled'`): what a test checks landed.
   */
  calendars(): Array<Record<string, unknown> & { events: Array<Record<string, unknown>> }> {
    const baseUrl = this.app.baseUrl();
    return this.app.state.calendars.list().map((calendar) => ({
      ...calendarView(calendar),
      ownerId: calendar.ownerSub,
      events: [...calendar.events.values()].map((event) => eventView(calendar, event, baseUrl)),
    }));
  }

  /** A calendar deleted as its owner does in Google Agenda's settings; false when there was none. */
  deleteCalendar(calendarId: string): boolean {
    return this.app.state.calendars.remove(calendarId);
  }

  /** Every body the Calendar endpoints received, as sent (what must never name a student). */
  calendarBodies(): ReceivedCalendarBody[] {
    return [...this.app.state.calendars.received];
  }

  requests(filter?: RequestFilter): LoggedRequest[] {
    return this.app.behaviour.log.list(filter);
  }

  clearRequests(): void {
    this.app.behaviour.log.clear();
  }
}
