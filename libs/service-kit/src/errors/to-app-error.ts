import type { AppError } from '@crescendo/contracts';
import {
  isServerMessageKey,
  zodIssueKey,
  zodIssueParams,
  type LocalizedMessage,
} from '@crescendo/i18n/server-errors';
import { ZodError } from 'zod';
import { AppException, appError, wireError } from './app-exception.js';

/**
 * Each field's first issue as a wire message: the contract's own message is a catalogue key (with the
 * issue's numbers as parameters); zod's default words travel as the issue itself, for zod's locale.
 */
export function zodFieldMessages(error: ZodError): Record<string, LocalizedMessage> {
  const fields: Record<string, LocalizedMessage> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const params = zodIssueParams(issue);
    fields[field] ??= isServerMessageKey(issue.message)
      ? { key: issue.message, params }
      : { key: zodIssueKey, params };
  }
  return fields;
}

/** Turns anything thrown into the wire error; `unexpected` is true when it should be logged as a bug. */
export function toAppError(error: unknown): { error: AppError; unexpected: boolean } {
  if (error instanceof AppException) return { error: error.toError(), unexpected: false };
  if (error instanceof ZodError) {
    const { message, messageKey } = appError('VALIDATION_FAILED', 'common.validation');
    return {
      error: wireError({
        code: 'VALIDATION_FAILED',
        message,
        messageKey,
        fieldMessages: zodFieldMessages(error),
      }),
      unexpected: false,
    };
  }
  return { error: appError('INTERNAL', 'common.internal'), unexpected: true };
}
