import { isObject, type JsonObject } from '../http/guards.js';
import type { NewCourseWork } from '../state/classroom-store.js';
import { InvalidArgument, parseDate, parseTime, typeError } from './google-values.js';

const ENUMS = {
  state: ['COURSE_WORK_STATE_UNSPECIFIED', 'PUBLISHED', 'DRAFT', 'DELETED'],
  workType: [
    'COURSE_WORK_TYPE_UNSPECIFIED',
    'ASSIGNMENT',
    'SHORT_ANSWER_QUESTION',
    'MULTIPLE_CHOICE_QUESTION',
  ],
  assigneeMode: ['ASSIGNEE_MODE_UNSPECIFIED', 'ALL_STUDENTS', 'INDIVIDUAL_STUDENTS'],
  submissionModificationMode: [
    'SUBMISSION_MODIFICATION_MODE_UNSPECIFIED',
    'MODIFIABLE_UNTIL_TURNED_IN',
    'MODIFIABLE',
  ],
} as const;

/** Every CourseWork field; output-only ones are accepted and ignored, anything else is an unknown name. */
const KNOWN_FIELDS = new Set([
  'courseId',
  'id',
  'title',
  'description',
  'materials',
  'state',
  'alternateLink',
  'creationTime',
  'updateTime',
  'dueDate',
  'dueTime',
  'scheduledTime',
  'maxPoints',
  'workType',
  'associatedWithDeveloper',
  'assigneeMode',
  'individualStudentsOptions',
  'submissionModificationMode',
  'creatorUserId',
  'topicId',
  'gradeCategory',
  'assignment',
  'multipleChoiceQuestion',
  'gradingPeriodId',
]);

/** Validates a courses.courseWork.create body the way Classroom does; throws InvalidArgument. */
export function parseNewCourseWork(body: unknown): NewCourseWork {
  if (!isObject(body))
    throw new InvalidArgument('Invalid JSON payload received. Expected a CourseWork object.');
  const unknown = Object.keys(body).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown !== undefined) {
    throw new InvalidArgument(
      `Invalid JSON payload received. Unknown name "${unknown}": Cannot find field.`,
      unknown,
    );
  }
  const title = optionalString(body, 'title');
  if (title === undefined || title.trim() === '')
    throw new InvalidArgument('title: Title is required.', 'title');
  if (title.length > 3000) throw new InvalidArgument('title: Title is too long.', 'title');

  const workType = enumValue(body, 'workType');
  if (workType === undefined || workType === 'COURSE_WORK_TYPE_UNSPECIFIED') {
    throw new InvalidArgument('workType: Work type is required.', 'workType');
  }
  const state = enumValue(body, 'state') ?? 'DRAFT';
  if (state !== 'PUBLISHED' && state !== 'DRAFT') {
    throw new InvalidArgument('state: New course work must be PUBLISHED or DRAFT.', 'state');
  }
  const assigneeMode = orDefault(
    enumValue(body, 'assigneeMode'),
    'ASSIGNEE_MODE_UNSPECIFIED',
    'ALL_STUDENTS',
  );
  const studentIds = individualStudentIds(body, assigneeMode);
  const dueDate = body.dueDate === undefined ? undefined : parseDate(body.dueDate);
  const dueTime = body.dueTime === undefined ? undefined : parseTime(body.dueTime);
  if (dueDate && !dueTime)
    throw new InvalidArgument('dueTime: A due time is required with a due date.', 'dueTime');
  if (dueTime && !dueDate)
    throw new InvalidArgument('dueDate: A due date is required with a due time.', 'dueDate');
  const maxPoints = body.maxPoints;
  if (maxPoints !== undefined && (typeof maxPoints !== 'number' || maxPoints < 0)) {
    throw new InvalidArgument(
      `Invalid value at 'course_work.max_points' (TYPE_DOUBLE), ${JSON.stringify(maxPoints)}`,
      'maxPoints',
    );
  }

  return {
    title,
    description: optionalString(body, 'description'),
    state,
    workType,
    assigneeMode,
    submissionModificationMode: orDefault(
      enumValue(body, 'submissionModificationMode'),
      'SUBMISSION_MODIFICATION_MODE_UNSPECIFIED',
      'MODIFIABLE_UNTIL_TURNED_IN',
    ),
    individualStudentsOptions: studentIds ? { studentIds } : undefined,
    dueDate,
    dueTime,
    maxPoints,
  };
}

function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw typeError(field, 'TYPE_STRING', value);
  return value;
}

function enumValue(body: JsonObject, field: keyof typeof ENUMS): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(ENUMS[field] as readonly string[]).includes(value)) {
    const type = `type.googleapis.com/google.classroom.v1.${field.charAt(0).toUpperCase()}${field.slice(1)}`;
    throw typeError(field, type, value);
  }
  return value;
}

function orDefault(value: string | undefined, unspecified: string, fallback: string): string {
  return value === undefined || value === unspecified ? fallback : value;
}

function individualStudentIds(body: JsonObject, assigneeMode: string): string[] | undefined {
  if (assigneeMode !== 'INDIVIDUAL_STUDENTS') return undefined;
  const options = body.individualStudentsOptions;
  const ids = isObject(options) ? options.studentIds : undefined;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
    throw new InvalidArgument(
      'individualStudentsOptions.studentIds: Students are required when assigneeMode is INDIVIDUAL_STUDENTS.',
      'individualStudentsOptions.studentIds',
    );
  }
  return ids as string[];
}
