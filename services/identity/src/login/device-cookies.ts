import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const deviceCookieName = 'crescendo_device';
/** A shared classroom computer keeps the devices of its last few accounts, the newest first. */
const accountsPerBrowser = 5;
const lifetimeSeconds = 180 * 24 * 3600;

/**
 * OWASP's device cookies: a browser that signed in to an account with its password holds a device for that
 * account, `<nonce>-<hmac(account, nonce)>`, so that the failures of others at its address (a pupil spraying
 * passwords at school) do not make it wait. The cookie names the account only through the HMAC: it reads no
 * e-mail. Signed with the provider's cookie keys (the first signs, every one verifies).
 */
export class DeviceCookies {
  constructor(
    private readonly keys: readonly string[],
    private readonly path: string,
    private readonly secure: boolean,
  ) {}

  /** The device this browser holds for the account `email`, when its cookie carries a valid one. */
  deviceFor(req: IncomingMessage, email: string): string | undefined {
    return entries(req).find((entry) => this.verifies(entry, email))?.nonce;
  }

  /** The Set-Cookie for a browser that just signed in to `email`: its device for it (kept, or new) first. */
  issue(req: IncomingMessage, email: string): string {
    const all = entries(req);
    const nonce = this.deviceFor(req, email) ?? randomBytes(12).toString('hex');
    const others = all.filter((entry) => entry.nonce !== nonce);
    const value = [{ nonce, mac: sign(this.keys[0]!, nonce, email) }, ...others]
      .slice(0, accountsPerBrowser)
      .map((entry) => `${entry.nonce}-${entry.mac}`)
      .join('.');
    const secure = this.secure ? '; Secure' : '';
    return `${deviceCookieName}=${value}; Path=${this.path}; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  }

  private verifies(entry: DeviceEntry, email: string): boolean {
    const given = Buffer.from(entry.mac, 'hex');
    return this.keys.some((key) => {
      const expected = Buffer.from(sign(key, entry.nonce, email), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }
}

interface DeviceEntry {
  nonce: string;
  mac: string;
}

function sign(key: string, nonce: string, email: string): string {
  const account = email.trim().toLowerCase();
  return createHmac('sha256', key).update(`device|${nonce}|${account}`).digest('hex').slice(0, 32);
}

function entries(req: IncomingMessage): DeviceEntry[] {
  const value = cookie(req.headers.cookie ?? '', deviceCookieName) ?? '';
  return value
    .split('.')
    .map((entry) => /^([0-9a-f]{24})-([0-9a-f]{32})$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ nonce: match[1]!, mac: match[2]! }))
    .slice(0, accountsPerBrowser);
}

function cookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
