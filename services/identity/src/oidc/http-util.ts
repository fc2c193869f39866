import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:querystring';

const limit = 64 * 1024;

/** A urlencoded form body, read whole (small: sign-in forms and token requests). */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  const parsed = parse(Buffer.concat(chunks).toString('utf8'));
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') form[key] = value;
    else if (Array.isArray(value) && value[0] !== undefined) form[key] = value[0];
  }
  return form;
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  page: { html: string; csp: string },
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': page.csp,
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(page.html);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}
