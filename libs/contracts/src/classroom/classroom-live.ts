import { defineLiveEvent } from '../live/live-event.js';
import { classroomImportSchema } from './classroom-import.js';

/**
 * An import moved on (a course started, done or failed): the whole progress, to the `user:<id>` topics of who
 * started it and of the teacher it is for. The overlay follows it; `GET /classroom/imports/:id` says the same.
 */
export const classroomImportProgressLive = defineLiveEvent(
  'classroom-sync.import.progress',
  classroomImportSchema,
);
