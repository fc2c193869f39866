import type { AppError, ErrorCode } from '@crescendo/contracts';
import { serverMessages } from './messages.js';

/** A failure a caller should see: it travels as the reply envelope's error and maps to an HTTP status. */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** With `RATE_LIMITED`: when to try again (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppException';
  }

  /** A budget of attempts is spent: 429 with `Retry-After` and « Trop de tentatives. Réessayez dans … ». */
  static rateLimited(seconds: number): AppException {
    const wait = Math.max(1, Math.ceil(seconds));
    return new AppException('RATE_LIMITED', serverMessages.rateLimited(wait), undefined, wait);
  }

  toError(): AppError {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfterSeconds ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }

  static fromError(error: AppError): AppException {
    return new AppException(error.code, error.message, error.fields, error.retryAfterSeconds);
  }
}
