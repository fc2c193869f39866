import { createHash, randomBytes } from 'node:crypto';
import type { BrowserBinding } from '@crescendo/contracts';

const attributes = (binding: BrowserBinding, https: boolean, maxAge: number) =>
  `Path=${binding.path}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${https ? '; Secure' : ''}`;

/**
 * A new random value for a route that `bindsBrowser`: the Set-Cookie that puts it in the calling browser,
 * and its SHA-256 for the service (issue 34.2). The value itself is never in a body or a URL.
 */
export function newBrowserBinding(binding: BrowserBinding, https: boolean) {
  const value = randomBytes(32).toString('base64url');
  return {
    hash: createHash('sha256').update(value).digest('base64url'),
    setCookie: `${binding.cookie}=${value}; ${attributes(binding, https, binding.maxAgeSeconds)}`,
  };
}

/** The Set-Cookie that removes the binding once its flow is over. */
export function clearedBinding(binding: BrowserBinding, https: boolean): string {
  return `${binding.cookie}=; ${attributes(binding, https, 0)}`;
}

/**
 * A binding cookie's value from a Cookie header, as the gateway wrote it (base64url, nothing to decode);
 * anything else, malformed or not, is no binding at all (issue 34.5: never a throw).
 */
export function bindingFrom(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    if (/^[\w-]{1,200}$/.test(value)) return value;
  }
  return undefined;
}
