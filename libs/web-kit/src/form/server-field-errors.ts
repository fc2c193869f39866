import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError, describeFields, type Translator } from '@crescendo/i18n/server-errors';
import { ApiError } from '@crescendo/web-auth';

/** Where a refusal from the server shows: an `ApiError`'s fields under their inputs, anything else above the buttons. */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  i18n: Translator,
): void {
  if (error instanceof ApiError && error.fields) {
    for (const [field, message] of Object.entries(describeFields(error, i18n)))
      setError(field as Path<Values>, { type: 'server', message });
    return;
  }
  setError('root.server', { type: 'server', message: describeError(error, i18n) });
}
