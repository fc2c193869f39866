export const COURSE_STATES = ['ACTIVE', 'ARCHIVED', 'PROVISIONED', 'DECLINED', 'SUSPENDED'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export interface Client {
  clientId: string;
  /** Absent for a public client, which must then use PKCE. */
  clientSecret?: string;
  redirectUris: string[];
  name?: string;
}

export interface Account {
  /** Google's account id: the OpenID `sub` and the Classroom `userId`. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
  picture?: string;
  hostedDomain?: string;
}

export interface Student {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  photoUrl?: string;
}

export interface GoogleDate {
  year: number;
  month: number;
  day: number;
}

export interface GoogleTime {
  hours: number;
  minutes: number;
  seconds?: number;
  nanos?: number;
}

export interface CourseWork {
  courseId: string;
  id: string;
  title: string;
  description?: string;
  state: string;
  workType: string;
  assigneeMode: string;
  submissionModificationMode: string;
  individualStudentsOptions?: { studentIds: string[] };
  dueDate?: GoogleDate;
  dueTime?: GoogleTime;
  maxPoints?: number;
  creationTime: string;
  updateTime: string;
  creatorUserId: string;
  submissions: StudentSubmission[];
}

export const SUBMISSION_STATES = ['NEW', 'CREATED', 'TURNED_IN', 'RETURNED', 'RECLAIMED_BY_STUDENT'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** One student's work on one courseWork, made when the work is assigned, as Classroom does. */
export interface StudentSubmission {
  courseId: string;
  courseWorkId: string;
  id: string;
  userId: string;
  state: SubmissionState;
  assignedGrade?: number;
  draftGrade?: number;
  creationTime: string;
  updateTime: string;
  late?: boolean;
}

export interface Course {
  id: string;
  name: string;
  section?: string;
  description?: string;
  room?: string;
  courseState: CourseState;
  creationTime: string;
  updateTime: string;
  enrollmentCode: string;
  ownerId: string;
  students: Student[];
  courseWork: CourseWork[];
}
