import { createHash, randomBytes } from 'node:crypto';

/**
 * Google account ids are 21-digit decimal strings. Deriving them from the e-mail lets a roster entry
 * and a signed-in account with one address share one id, in whatever order they were seeded.
 */
export function userIdFor(email: string): string {
  const hex = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `1${BigInt(`0x${hex}`).toString().padStart(20, '0')}`;
}

export function enrollmentCodeFor(courseId: string): string {
  return createHash('sha256')
    .update(courseId)
    .digest('base64url')
    .toLowerCase()
    .replace(/[-_]/g, 'x')
    .slice(0, 7);
}

/** Opaque tokens shaped like Google's (`ya29.…`, `1//…`, `4/…`). */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Deterministic numeric ids, so a reset fake hands out the same ids again. */
export class Sequence {
  private next_: bigint;

  constructor(private readonly start: bigint) {
    this.next_ = start;
  }

  next(): string {
    const id = this.next_;
    this.next_ += 1n;
    return id.toString();
  }

  reset(): void {
    this.next_ = this.start;
  }
}
