import type { AppError } from '@crescendo/contracts';
import { ZodError } from 'zod';
import { AppException } from './app-exception.js';
import { serverMessages } from './messages.js';

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Turns anything thrown into the wire error; `unexpected` is true when it should be logged as a bug. */
export function toAppError(error: unknown): { error: AppError; unexpected: boolean } {
  if (error instanceof AppException) return { error: error.toError(), unexpected: false };
  if (error instanceof ZodError) {
    return {
      error: { code: 'VALIDATION_FAILED', message: serverMessages.validation, fields: zodFields(error) },
      unexpected: false,
    };
  }
  return { error: { code: 'INTERNAL', message: serverMessages.internal }, unexpected: true };
}
