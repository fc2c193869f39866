import { isObject, type JsonObject } from '../http/guards.js';
import type { GoogleDate, GoogleTime } from '../state/types.js';

/** A request value Classroom refuses with 400 INVALID_ARGUMENT; `field` names it in the error details. */
export class InvalidArgument extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function parseDate(value: unknown): GoogleDate {
  if (!isObject(value)) throw typeError('dueDate', 'type.googleapis.com/google.type.Date', value);
  const year = int(value, 'year', 'dueDate');
  const month = int(value, 'month', 'dueDate');
  const day = int(value, 'day', 'dueDate');
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || year > 9999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new InvalidArgument(`dueDate: ${year}-${month}-${day} is not a valid date.`, 'dueDate');
  }
  return { year, month, day };
}

export function parseTime(value: unknown): GoogleTime {
  if (!isObject(value)) throw typeError('dueTime', 'type.googleapis.com/google.type.TimeOfDay', value);
  const hours = value.hours === undefined ? 0 : int(value, 'hours', 'dueTime');
  const minutes = value.minutes === undefined ? 0 : int(value, 'minutes', 'dueTime');
  const seconds = value.seconds === undefined ? undefined : int(value, 'seconds', 'dueTime');
  if (
    hours < 0 ||
    hours > 23 ||
    minutes < 0 ||
    minutes > 59 ||
    (seconds !== undefined && (seconds < 0 || seconds > 59))
  ) {
    throw new InvalidArgument('dueTime: Hours must be 0 to 23, minutes and seconds 0 to 59.', 'dueTime');
  }
  return seconds === undefined ? { hours, minutes } : { hours, minutes, seconds };
}

/** proto3 JSON accepts an int32 as a number or a decimal string. */
function int(object: JsonObject, field: string, parent: string): number {
  const value = object[field];
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number))
    throw typeError(`${parent}.${field}`, 'TYPE_INT32', value);
  return number;
}

export function typeError(field: string, type: string, value: unknown): InvalidArgument {
  const path = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return new InvalidArgument(
    `Invalid value at 'course_work.${path}' (${type}), ${JSON.stringify(value) ?? 'undefined'}`,
    field,
  );
}
