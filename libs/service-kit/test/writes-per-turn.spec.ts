import { Socket } from 'node:net';
import { countSeen, probeService, serviceEnv, testServiceClient } from '@crescendo/testing';
import { ServiceClient, startService, type RunningService } from '../src/index.js';

/**
 * Decision 0037: requests a process starts in one event-loop turn (one per HTTP request in the gateway), and
 * replies a service finishes in one turn, leave in one socket write. Counted where they are written: every
 * `write` on a socket of this process (client and service run here) that carries a request or a reply.
 */
const writes = { requests: 0, replies: 0 };
const write = Socket.prototype.write;
function countingWrite(this: Socket, ...args: Parameters<Socket['write']>): boolean {
  const [chunk] = args;
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('latin1');
  if (/H?PUB [^ ]*probe\.note\.count-seen /.test(text)) writes.requests += 1;
  if (/H?PUB _INBOX\./.test(text)) writes.replies += 1;
  return write.apply(this, args);
}

const actor = {
  userId: crypto.randomUUID(),
  organizationId: crypto.randomUUID(),
  roles: ['teacher' as const],
};
const requests = 40;

/** `count` requests, each started by its own callback of one turn, as HTTP requests read in one poll are. */
function requestsFromSeparateCallbacks(client: ServiceClient, count: number) {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) =>
          setImmediate(() => client.request(countSeen, {}, actor).then(resolve, reject)),
        ),
    ),
  );
}

describe('NATS writes per event-loop turn', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    running = await startService(probeService, serviceEnv());
    const env = serviceEnv();
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX! });
    await client.request(countSeen, {}, actor); // connected, inbox subscribed
    Socket.prototype.write = countingWrite as Socket['write'];
  });
  afterAll(async () => {
    Socket.prototype.write = write;
    await client.close();
    await running.close();
  });
  beforeEach(() => Object.assign(writes, { requests: 0, replies: 0 }));

  it('sends the requests started in one turn in one write', async () => {
    await expect(requestsFromSeparateCallbacks(client, requests)).resolves.toHaveLength(requests);
    // One write for the 40 requests; one per request without the batch.
    expect(writes.requests).toBe(1);
  });

  it('sends a service’s replies finished in one turn together', async () => {
    await requestsFromSeparateCallbacks(client, requests);
    // The 40 replies follow PostgreSQL's answers, several per turn (5 to 10 writes measured on a busy
    // machine): well under one write per reply, which is what each costs without the batch.
    expect(writes.replies).toBeGreaterThan(0);
    expect(writes.replies).toBeLessThanOrEqual(requests / 2);
  });
});
