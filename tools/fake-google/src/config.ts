import type { CourseState } from './state/types.js';

export interface ClientConfig {
  clientId: string;
  clientSecret?: string;
  redirectUris: string[];
  /** Shown on the account chooser ("Continuer vers …"). */
  name?: string;
}

export interface StudentSeed {
  email: string;
  givenName: string;
  familyName: string;
  photoUrl?: string;
}

export interface CourseSeed {
  /** Numeric string like Google's; generated when absent. */
  id?: string;
  name: string;
  section?: string;
  description?: string;
  room?: string;
  courseState?: CourseState;
  /** RFC 3339; defaults to now. */
  creationTime?: string;
  updateTime?: string;
  enrollmentCode?: string;
  students?: StudentSeed[];
}

export interface AccountSeed {
  email: string;
  givenName: string;
  familyName: string;
  name?: string;
  picture?: string;
  emailVerified?: boolean;
  hostedDomain?: string;
  /** Classroom courses this account teaches (it is their owner). */
  courses?: CourseSeed[];
}

export interface FakeGoogleOptions {
  clients?: ClientConfig[];
  accounts?: AccountSeed[];
  /** Base URL clients reach the fake at (the issuer); defaults to the listening address. */
  publicUrl?: string;
  /** Google's access tokens last 3599 s. */
  accessTokenTtlSeconds?: number;
  /** Page size when a Classroom list call sends none (Google's roster default is 30). */
  defaultPageSize?: number;
  /** Entries kept in the request log; the oldest are dropped first. */
  requestLogLimit?: number;
}

export interface StartOptions extends FakeGoogleOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}
