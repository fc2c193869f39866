import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What every browser asks for, and so what both load generators send (issue 33 §1): a benchmark without it
 * measured neither side's compression, though the gateway compresses every reply over 1 KB.
 */
export const browserEncodings = { 'accept-encoding': 'br, gzip' } as const;

/** The request headers of a measured run: the browser's encodings, then the run's own (a bearer token). */
export const withBrowserEncodings = (headers: Record<string, string>) => ({
  ...browserEncodings,
  ...headers,
});

/**
 * The bare servers compress as the gateway does (services/gateway/src/http/security.ts: br or gzip over 1 KB,
 * Brotli at quality 4), so the baseline pays for the same bytes as our path.
 */
export async function compressAsTheGateway(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
