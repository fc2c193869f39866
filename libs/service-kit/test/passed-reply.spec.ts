import type { Msg } from '@nats-io/transport-node';
import { PassedReply, ReplySerializer, readReply } from '../src/nats/passed-reply.js';

// A reply is written once by the service and its data passed on as bytes: the offset in its header must count
// bytes, not characters, whatever the data holds.
describe('a reply laid out for passing on', () => {
  const data = { groups: [{ name: 'Harmonie — 5e secondaire', note: 'Gammes ♯ et ♭ 🎺' }], count: 1 };
  const serialized = new ReplySerializer().serialize({
    id: 'a1b2',
    isDisposed: true,
    response: { ok: true, data },
  });
  const bytes =
    typeof serialized.data === 'string' ? new TextEncoder().encode(serialized.data) : serialized.data;
  const message = { data: bytes, headers: serialized.headers } as unknown as Msg;

  it("is Nest's reply packet, whole", () => {
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({
      id: 'a1b2',
      isDisposed: true,
      response: { ok: true, data },
    });
  });

  it('gives the data as its own bytes, accents and symbols included', () => {
    const read = readReply(message);
    if (!('response' in read) || !(read.response instanceof PassedReply)) throw new Error('not passed on');
    expect(new TextDecoder().decode(read.response.body)).toBe(JSON.stringify(data));
    expect(read.response.data).toEqual(data);
  });

  it("writes an error as Nest's packet, read as such", () => {
    const error = { ok: false, error: { code: 'NOT_FOUND', message: 'Groupe introuvable.' } };
    const failed = new ReplySerializer().serialize({ id: 'c3', response: error });
    expect(failed.headers).toBeUndefined();
    const read = readReply({
      data: new TextEncoder().encode(failed.data as string),
      headers: undefined,
      json: () => JSON.parse(failed.data as string) as unknown,
    } as unknown as Msg);
    expect(read).toEqual({ response: error });
  });
});
