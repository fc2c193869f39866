import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's `trustProxy`) understands besides addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUSTED_PROXIES`: the hops whose `X-Forwarded-For` is believed (comma-separated addresses or CIDRs).
 * Empty, the default: the client is the socket's peer, whatever the request says.
 */
export const trustedProxiesSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isAddressOrRange), {
    message: 'adresses IP ou plages CIDR séparées par des virgules (ex. 10.0.0.0/8,127.0.0.1)',
  });
