import { setTimeout as sleep } from 'node:timers/promises';
import { googleFailure, isRetryable, type GoogleFailure } from './google-errors.js';

export interface RetryOptions {
  attempts: number;
  /** The first backoff's ceiling; each next one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Runs before every attempt (the quota limiter's slot). */
  before?: () => Promise<void>;
}

export const defaultRetry: RetryOptions = { attempts: 8, baseDelayMs: 250, maxDelayMs: 20_000 };

/** "Full jitter" (AWS architecture blog): a random wait up to the exponential ceiling, never under Retry-After. */
export function backoffMs(attempt: number, options: RetryOptions, failure: GoogleFailure): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.max(failure.retryAfterMs ?? 0, Math.random() * ceiling);
}

/** A Google call tried again on 429, 5xx and lost connections, with backoff and jitter; anything else is thrown. */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    await options.before?.();
    try {
      return await call();
    } catch (error) {
      const failure = googleFailure(error);
      if (!isRetryable(failure) || attempt >= options.attempts) throw error;
      await sleep(backoffMs(attempt, options, failure));
    }
  }
}
