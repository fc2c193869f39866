import type { RequestContract } from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import type { z } from 'zod';

/** Where the rest of a document is asked: its key, and the offset of the next part. */
export interface DocumentMore {
  key: string;
  next: number;
}

/**
 * The parts after the first of a document too large for one NATS message (a data archive holding
 * recordings), asked one after another as the caller reads them: the gateway never holds more than one.
 */
export async function* documentParts(
  client: ServiceClient,
  request: RequestContract<z.ZodType, z.ZodType>,
  more: DocumentMore,
): AsyncGenerator<Buffer> {
  let next: number | null = more.next;
  while (next !== null) {
    const part = (await client.request(request, { key: more.key, offset: next }, null)) as {
      body: string;
      next: number | null;
    };
    yield Buffer.from(part.body, 'base64');
    next = part.next;
  }
}
