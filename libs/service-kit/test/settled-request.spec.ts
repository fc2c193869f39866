import { createRequire } from 'node:module';
import { RequestOne, type MuxSubscription } from '@nats-io/nats-core/internal';
import type { Msg } from '@nats-io/transport-node';
import '../src/nats/service-client.js';

// Decision 0041: nats.js ends every answered request by rejecting its settled promise with a new error; the
// service client's requests make that error once, not once per reply.
describe('an answered NATS request', () => {
  const answered = () => {
    const mux = { cancel: () => undefined } as unknown as MuxSubscription;
    const request = new RequestOne(mux, 'groups.list', { timeout: 1000 }, false);
    let reason: unknown;
    request.deferred.reject = (error?: Error) => {
      reason = error;
    };
    request.resolver(null, {} as Msg);
    return reason;
  };

  it('builds no error of its own', () => {
    const first = answered();
    expect(first).toBeInstanceOf(Error);
    expect(answered()).toBe(first);
  });

  it("is the class of the service client's connections: one nats-core, the version transport-node pins", () => {
    const fromHere = createRequire(import.meta.url);
    const fromTransport = createRequire(fromHere.resolve('@nats-io/transport-node'));
    expect(fromTransport.resolve('@nats-io/nats-core/internal')).toBe(
      fromHere.resolve('@nats-io/nats-core/internal'),
    );
  });
});
