/**
 * Every subject and stream on the wire can carry a prefix (NATS_PREFIX) so that two test runs,
 * or two environments, share one NATS server without hearing each other. Empty in production.
 */
export function prefixSubject(prefix: string, subject: string): string {
  return `${prefix}${subject}`;
}

export function streamName(prefix: string, base: string): string {
  return `${prefix.replace(/\./g, '_').toUpperCase()}${base}`;
}

export const EVENTS_STREAM = 'EVENTS';
export const DEAD_LETTER_STREAM = 'DEAD_LETTERS';
/** Live events for the sockets of `/api/v1/live` (`live.>`): kept briefly, for a client that resumes. */
export const LIVE_STREAM = 'LIVE';
