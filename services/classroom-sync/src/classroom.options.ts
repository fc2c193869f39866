/** What a test may replace: the clock (school years are judged on it). */
export interface ClassroomOptions {
  now: () => Date;
}

export const CLASSROOM_OPTIONS = Symbol('CLASSROOM_OPTIONS');
/** The BullMQ queue `classroom-import` (a producer in the API process). */
export const IMPORT_QUEUE = Symbol('IMPORT_QUEUE');

export const defaultClassroomOptions: ClassroomOptions = { now: () => new Date() };
