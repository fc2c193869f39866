/** What a test may replace: the clock (school years are judged on it). */
export interface ClassroomOptions {
  now: () => Date;
}

export const CLASSROOM_OPTIONS = Symbol('CLASSROOM_OPTIONS');

export const defaultClassroomOptions: ClassroomOptions = { now: () => new Date() };
