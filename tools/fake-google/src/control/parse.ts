import type { AccountSeed, ClientConfig, CourseSeed, StudentSeed } from '../config.js';
import type { FailureSpec } from '../behaviour/failures.js';
import type { LatencyRule, LatencySettings } from '../behaviour/latency.js';
import type { QuotaSettings } from '../behaviour/quota.js';
import { isObject } from '../http/guards.js';
import { COURSE_STATES, type CourseState } from '../state/types.js';
import type { IssueTokenInput } from './control.js';
import { ControlError } from './control-error.js';
import { Fields } from './fields.js';

export function parseClient(value: unknown): ClientConfig {
  const f = Fields.of(value, 'client');
  const redirectUris = f.optArray('redirectUris') ?? [];
  if (!redirectUris.every((u): u is string => typeof u === 'string')) {
    throw new ControlError(400, 'client.redirectUris must be an array of strings.');
  }
  return {
    clientId: f.string('clientId'),
    clientSecret: f.optString('clientSecret'),
    redirectUris,
    name: f.optString('name'),
  };
}

export function parseStudent(value: unknown, where = 'student'): StudentSeed {
  const f = Fields.of(value, where);
  return {
    email: f.string('email'),
    givenName: f.string('givenName'),
    familyName: f.string('familyName'),
    photoUrl: f.optString('photoUrl'),
  };
}

export function parseStudents(value: unknown): StudentSeed[] {
  const list = Fields.of(value, 'body').optArray('students') ?? [];
  return list.map((s, i) => parseStudent(s, `students[${i}]`));
}

export function parseCourse(value: unknown, where = 'course'): CourseSeed {
  const f = Fields.of(value, where);
  const courseState = f.optString('courseState');
  if (courseState !== undefined && !(COURSE_STATES as readonly string[]).includes(courseState)) {
    throw new ControlError(400, `${where}.courseState must be one of ${COURSE_STATES.join(', ')}.`);
  }
  return {
    id: f.optString('id'),
    name: f.string('name'),
    section: f.optString('section'),
    description: f.optString('description'),
    room: f.optString('room'),
    courseState: courseState as CourseState | undefined,
    creationTime: f.optString('creationTime'),
    updateTime: f.optString('updateTime'),
    enrollmentCode: f.optString('enrollmentCode'),
    students: (f.optArray('students') ?? []).map((s, i) => parseStudent(s, `${where}.students[${i}]`)),
  };
}

export function parseNewCourse(value: unknown): { ownerEmail: string; course: CourseSeed } {
  return { ownerEmail: Fields.of(value, 'course').string('ownerEmail'), course: parseCourse(value) };
}

export function parseAccount(value: unknown): AccountSeed {
  const f = Fields.of(value, 'account');
  return {
    email: f.string('email'),
    givenName: f.string('givenName'),
    familyName: f.string('familyName'),
    name: f.optString('name'),
    picture: f.optString('picture'),
    emailVerified: f.optBoolean('emailVerified'),
    hostedDomain: f.optString('hostedDomain'),
    courses: (f.optArray('courses') ?? []).map((c, i) => parseCourse(c, `account.courses[${i}]`)),
  };
}

export function parseLatency(value: unknown): LatencySettings {
  const f = Fields.of(value, 'latency');
  const rules = (f.optArray('rules') ?? []).map((r, i): LatencyRule => {
    const rule = Fields.of(r, `latency.rules[${i}]`);
    return { path: rule.string('path'), method: rule.optString('method'), ms: rule.optNumber('ms') ?? 0 };
  });
  return { fixedMs: f.optNumber('fixedMs'), jitterMs: f.optNumber('jitterMs'), rules };
}

export function parseQuota(value: unknown): QuotaSettings {
  const f = Fields.of(value, 'quota');
  const limit = f.optNumber('limit');
  const windowMs = f.optNumber('windowMs');
  if (limit === undefined || windowMs === undefined || windowMs === 0) {
    throw new ControlError(400, 'quota needs limit and windowMs > 0.');
  }
  const per = f.optString('per');
  if (per !== undefined && per !== 'user' && per !== 'client') {
    throw new ControlError(400, "quota.per must be 'user' or 'client'.");
  }
  return { limit, windowMs, path: f.optString('path'), per };
}

export function parseFailure(value: unknown): FailureSpec {
  const f = Fields.of(value, 'failure');
  const headers = f.raw('headers');
  if (
    headers !== undefined &&
    (!isObject(headers) || !Object.values(headers).every((v) => typeof v === 'string'))
  ) {
    throw new ControlError(400, 'failure.headers must map names to strings.');
  }
  const status = f.optNumber('status');
  if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) {
    throw new ControlError(400, 'failure.status must be an HTTP status from 200 to 599.');
  }
  const rate = f.optNumber('rate');
  if (rate !== undefined && rate > 1) throw new ControlError(400, 'failure.rate must be from 0 to 1.');
  return {
    path: f.string('path'),
    method: f.optString('method'),
    times: f.optNumber('times'),
    rate,
    status,
    body: f.raw('body'),
    headers: headers as Record<string, string> | undefined,
    drop: f.optBoolean('drop'),
  };
}

export function parseIssueToken(value: unknown): IssueTokenInput {
  const f = Fields.of(value, 'token');
  const rawScopes = f.raw('scopes');
  const scopes = typeof rawScopes === 'string' ? rawScopes.split(' ') : rawScopes;
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string')) {
    throw new ControlError(400, 'token.scopes must be a string or an array of strings.');
  }
  return {
    email: f.string('email'),
    scopes: scopes as string[],
    clientId: f.optString('clientId'),
    ttlSeconds: f.optNumber('ttlSeconds'),
    offline: f.optBoolean('offline'),
  };
}

export function parseTokenRef(value: unknown): string {
  return Fields.of(value, 'body').string('token');
}

export function parseCourseChange(value: unknown): { name?: string; description?: string } {
  const f = Fields.of(value, 'course');
  const name = f.optString('name');
  if (name === '') throw new ControlError(400, 'course.name must be a non-empty string.');
  return { name, description: f.optString('description') };
}
