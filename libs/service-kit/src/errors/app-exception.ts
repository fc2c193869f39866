import type { AppError, ErrorCode } from '@crescendo/contracts';

/** A failure a caller should see: it travels as the reply envelope's error and maps to an HTTP status. */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppException';
  }

  toError(): AppError {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }

  static fromError(error: AppError): AppException {
    return new AppException(error.code, error.message, error.fields);
  }
}
