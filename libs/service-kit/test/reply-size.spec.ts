import { randomUUID } from 'node:crypto';
import { Controller, Module } from '@nestjs/common';
import { z } from 'zod';
import { defineRequest, type PayloadOf } from '@crescendo/contracts';
import { OwnNatsServer, serviceEnv, testServiceClient } from '@crescendo/testing';
import { Handles, startService, type RunningService, type ServiceClient } from '../src/index.js';
import { ReplySerializer } from '../src/nats/passed-reply.js';
import { encodeReply } from '../src/nats/reply-size.js';

/** A reply of the size asked: `text` of `length` x's. */
const sized = defineRequest(
  'probe.reply.sized',
  z.object({ length: z.number().int().min(0) }),
  z.object({ text: z.string() }),
);

@Controller()
class SizedHandlers {
  @Handles(sized)
  async reply({ length }: PayloadOf<typeof sized>) {
    return { text: 'x'.repeat(length) };
  }
}

@Module({ controllers: [SizedHandlers] })
class SizedModule {}

/** The server's limit here: small, so that "just over" is a few kilobytes. */
const maxPayload = 8192;

/** The bytes NATS counts for a successful reply of `length` x's (data and headers; request ids are UUIDs). */
function replyBytes(length: number): number {
  let bytes = 0;
  encodeReply(
    { id: randomUUID(), isDisposed: true, response: { ok: true, data: { text: 'x'.repeat(length) } } },
    (packet) => new ReplySerializer().serialize(packet),
    0,
    (oversized) => (bytes = oversized.bytes),
  );
  return bytes;
}

describe('a reply larger than the NATS server takes (issue 34)', () => {
  let nats: OwnNatsServer;
  let running: RunningService;
  let client: ServiceClient;
  /** The longest text whose reply fits exactly. */
  let fitting: number;

  beforeAll(async () => {
    nats = await OwnNatsServer.start({ maxPayload });
    const env = serviceEnv({ NATS_URL: nats.url });
    running = await startService({ name: 'probe', module: () => SizedModule }, env);
    client = testServiceClient({ natsUrl: nats.url, prefix: env.NATS_PREFIX!, timeoutMs: 10_000 });
    fitting = maxPayload - replyBytes(0);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await running?.close();
    await nats?.destroy();
  });

  it('sends a reply of exactly max_payload bytes', async () => {
    expect(replyBytes(fitting)).toBe(maxPayload);
    const reply = await client.send(sized, { length: fitting }, null);
    expect(reply).toEqual({ ok: true, data: { text: 'x'.repeat(fitting) } });
  });

  it('answers one byte over at once with PAYLOAD_TOO_LARGE and a message that says what to do', async () => {
    expect(replyBytes(fitting + 1)).toBe(maxPayload + 1);
    const started = Date.now();
    const reply = await client.send(sized, { length: fitting + 1 }, null);
    // Not the caller's timeout (10 s here): the service said so as soon as it had the reply.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'La réponse dépasserait la taille maximale d’un message (8192 octets) : demandez-en moins à la fois (une page plus petite ou une période plus courte).',
        messageKey: 'common.replyTooLarge',
        params: { maximum: maxPayload },
      },
    });
    // The service goes on answering.
    expect(await client.send(sized, { length: 10 }, null)).toMatchObject({ ok: true });
  });
});
