import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request the push service received, as it came. */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A browser's push service standing on 127.0.0.1 (issue 28 §3's test): real HTTPS with a certificate made for
 * the run (openssl), whose CA the planning's web push is given as its agent. It records every request and
 * answers 201, or what the test set for a path (410: the device is gone).
 */
export interface FakePushService {
  /** The https origin, e.g. https://127.0.0.1:41234. */
  origin: string;
  /** The agent that trusts this service's certificate (the planning's `pushAgent`). */
  agent: Agent;
  requests: PushRequest[];
  answer: (path: string, status: number) => void;
  close: () => Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'crescendo-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const requests: PushRequest[] = [];
    const answers = new Map<string, number>();
    const server: Server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answers.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ ca: cert, keepAlive: false });
    return {
      origin: `https://127.0.0.1:${port}`,
      agent,
      requests,
      answer: (path, status) => answers.set(path, status),
      close: async () => {
        agent.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A browser's side of a subscription: its P-256 key pair and its 16-byte auth secret. */
export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export function newDevice(endpoint: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/** The subscription as the browser hands it to the server. */
export const subscriptionOf = (device: Device) => ({ endpoint: device.endpoint, keys: device.keys });

/**
 * What the browser does with a message (RFC 8291, `aes128gcm` of RFC 8188, one record): the application
 * server's key from the header, the shared secret, the content key and nonce, and the padding taken off.
 */
export function decryptPush(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with its delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=<JWT>, k=<key>` once its ES256 signature is verified with `k`. */
export function verifiedVapid(authorization: string): { key: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify with its key');
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg.alg !== 'ES256') throw new Error(`VAPID token signed with ${alg.alg}`);
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown> };
}
