import { z } from 'zod';

const protocols = ['nats', 'tls', 'ws', 'wss'];

/**
 * NATS_URL: one server or a comma-separated list (a cluster), each `nats://`, `tls://` (TLS required),
 * `ws://` or `wss://`; credentials in a URL stay allowed. The services get the list, as the NATS client takes it.
 */
export const natsServersSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .url('une adresse de serveur NATS invalide')
          .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
            message: `chaque serveur commence par ${protocols.map((p) => `${p}://`).join(', ')}`,
          }),
      )
      .min(1, 'au moins un serveur NATS'),
  );
