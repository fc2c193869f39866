import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyError('Request body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Google's OAuth endpoints take form bodies, and JSON too. */
export async function readParams(req: IncomingMessage): Promise<URLSearchParams> {
  const text = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (!type.includes('application/json')) return new URLSearchParams(text);
  const params = new URLSearchParams();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A malformed body then reads as empty, and the endpoint names the missing parameter.
    return params;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
    }
  }
  return params;
}

/** Parses a JSON body; an empty body is `undefined`. Throws BodyError on malformed JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(error instanceof Error ? error.message : 'Malformed JSON.');
  }
}
