import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { icsMaxBytes } from '@crescendo/contracts';
import type { ServerMessageKey } from '@crescendo/i18n/server-errors';
import { useAgent } from 'request-filtering-agent';

/** Why an address gave no calendar: a message key of `planning.*` (or `validation.*`), said to the admin. */
export class CalendarFetchRefusal extends Error {
  constructor(
    readonly key: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export interface CalendarFetchOptions {
  /**
   * Addresses (or CIDR ranges) of private networks that may still be read: none in a deployment (a board's
   * calendar is on the Internet); a test's own server on the loopback.
   */
  allowAddresses: string[];
  timeoutMs: number;
  maxRedirects?: number;
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * The text of the calendar at `url` (http or https), as a browser would fetch it but never from an address
 * of a private, loopback, link-local or reserved network — checked on the address each connection is made
 * to (request-filtering-agent), so a name that resolves to one, or a redirect to one, is refused as well
 * (server-side request forgery: the planning runs inside the cluster's network). At most 512 kB, within the
 * time given, redirects followed (each checked again) up to 3.
 */
export async function fetchCalendarText(url: URL, options: CalendarFetchOptions): Promise<string> {
  const maxRedirects = options.maxRedirects ?? 3;
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await open(current, options);
    const status = response.statusCode ?? 0;
    if (redirects.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location || hop >= maxRedirects) throw new CalendarFetchRefusal('planning.calendarUrlRedirects');
      const next = new URL(location, current);
      if (next.protocol !== 'https:' && next.protocol !== 'http:')
        throw new CalendarFetchRefusal('planning.calendarUrlRedirects');
      current = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new CalendarFetchRefusal('planning.calendarUrlStatus', { status });
    }
    return readBody(response, options.timeoutMs);
  }
}

function open(url: URL, options: CalendarFetchOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? httpsGet : httpGet;
    const request = get(
      url,
      {
        agent: useAgent(url.href, { allowIPAddressList: options.allowAddresses, keepAlive: false }),
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'user-agent': 'Crescendo-Planification',
        },
        timeout: options.timeoutMs,
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new CalendarFetchRefusal('planning.calendarUrlUnreachable')));
    request.on('error', (error) => reject(refusalOf(error)));
  });
}

function refusalOf(error: Error): CalendarFetchRefusal {
  if (error instanceof CalendarFetchRefusal) return error;
  // request-filtering-agent's words for an address it will not connect to.
  if (/is not allowed/.test(error.message)) return new CalendarFetchRefusal('planning.calendarUrlForbidden');
  return new CalendarFetchRefusal('planning.calendarUrlUnreachable');
}

function readBody(response: IncomingMessage, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > icsMaxBytes) {
      response.destroy();
      reject(new CalendarFetchRefusal('planning.calendarUrlTooLarge'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => response.destroy(new CalendarFetchRefusal('planning.calendarUrlUnreachable')),
      timeoutMs,
    );
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > icsMaxBytes) {
        clearTimeout(timer);
        response.destroy();
        reject(new CalendarFetchRefusal('planning.calendarUrlTooLarge'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(refusalOf(error));
    });
  });
}
