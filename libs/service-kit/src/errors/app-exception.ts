import type { AppError, ErrorCode } from '@crescendo/contracts';
import {
  renderMessage,
  type LocalizedMessage,
  type MessageParams,
  type ServerMessageKey,
} from '@crescendo/i18n/server-errors';

/** A field's error: a key of the servers' catalogue, or one with its parameters. */
export type FieldMessage = ServerMessageKey | LocalizedMessage;

export interface AppExceptionOptions {
  params?: MessageParams;
  fields?: Record<string, FieldMessage>;
  /** With `RATE_LIMITED`: when to try again (`Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * A failure a caller should see: it travels as the reply envelope's error and maps to an HTTP status.
 * It says what happened as a catalogue key and parameters; the French text rides along (decision 0018).
 */
export class AppException extends Error {
  readonly error: AppError;

  constructor(code: ErrorCode, key: ServerMessageKey, options: AppExceptionOptions = {}) {
    const message = french({ key, params: options.params });
    super(message);
    this.name = 'AppException';
    const fieldMessages = options.fields
      ? Object.fromEntries(
          Object.entries(options.fields).map(([field, m]) => [field, typeof m === 'string' ? { key: m } : m]),
        )
      : undefined;
    this.error = wireError({
      code,
      message,
      messageKey: key,
      params: options.params,
      fieldMessages,
      retryAfterSeconds: options.retryAfterSeconds,
    });
  }

  get code(): ErrorCode {
    return this.error.code;
  }

  /** A budget of attempts is spent: 429 with `Retry-After` and « Trop de tentatives. Réessayez dans … ». */
  static rateLimited(seconds: number): AppException {
    const wait = Math.max(1, Math.ceil(seconds));
    return new AppException('RATE_LIMITED', 'common.rateLimited', {
      params: { seconds: wait },
      retryAfterSeconds: wait,
    });
  }

  /** Bad input: « Les données envoyées sont invalides. » with each field's reason. */
  static invalid(fields: Record<string, FieldMessage>): AppException {
    return new AppException('VALIDATION_FAILED', 'common.validation', { fields });
  }

  toError(): AppError {
    return this.error;
  }

  /** Another service's error, passed on as it came. */
  static fromError(error: AppError): AppException {
    const passed = Object.create(AppException.prototype) as AppException;
    Object.assign(passed, { name: 'AppException', message: error.message, error });
    Error.captureStackTrace?.(passed, AppException.fromError);
    return passed;
  }
}

/** The French text of a catalogue message (the wire's `message` and `fields`). */
export function french(message: LocalizedMessage): string {
  return renderMessage(message, 'fr') ?? message.key;
}

/** An error body with the French text of every field beside its key, empty parts left out. */
export function wireError(error: Omit<AppError, 'fields'>): AppError {
  const fieldMessages = error.fieldMessages;
  return {
    code: error.code,
    message: error.message,
    ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    ...(error.params && Object.keys(error.params).length ? { params: error.params } : {}),
    ...(fieldMessages
      ? {
          fields: Object.fromEntries(Object.entries(fieldMessages).map(([f, m]) => [f, french(m)])),
          fieldMessages,
        }
      : {}),
    ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

/** A wire error for a catalogue key, for code that answers without throwing (timeouts, the gateway). */
export function appError(
  code: ErrorCode,
  key: ServerMessageKey,
  options: Omit<AppExceptionOptions, 'fields'> = {},
): AppError {
  return wireError({
    code,
    message: french({ key, params: options.params }),
    messageKey: key,
    params: options.params,
    retryAfterSeconds: options.retryAfterSeconds,
  });
}
