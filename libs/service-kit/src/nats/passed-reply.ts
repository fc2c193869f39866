import { headers as natsHeaders, type Msg } from '@nats-io/transport-node';

/** Headers of a successful reply: where its data's JSON starts in the message, and the request it answers. */
export const dataOffsetHeader = 'Crescendo-Data-Offset';
export const replyIdHeader = 'Crescendo-Reply-Id';

/**
 * A service's successful reply as it came off the wire: the gateway passes `body` (the data's JSON bytes)
 * on as the HTTP body without reading it; a service that needs the data reads it once, on first use.
 */
export class PassedReply {
  readonly ok = true as const;
  private parsed: { value: unknown } | undefined;

  constructor(readonly body: Uint8Array) {}

  get data(): unknown {
    this.parsed ??= { value: JSON.parse(new TextDecoder().decode(this.body)) as unknown };
    return this.parsed.value;
  }
}

interface ResponsePacket {
  id?: string;
  response?: unknown;
  isDisposed?: boolean;
  err?: unknown;
}

/**
 * The services' reply serializer: the same JSON Nest writes, laid out as `…"data":<data>}}` with the offset
 * of `<data>` in a header, so that the data is serialised once and a reader can take its bytes as they are.
 */
export class ReplySerializer {
  serialize(packet: ResponsePacket): { data: string; headers?: ReturnType<typeof natsHeaders> } {
    const response = packet?.response as { ok?: unknown; data?: unknown } | undefined;
    // What Nest's own serializer writes for a reply packet (it carries no record of its own).
    if (!packet?.id || packet.err || !response || response.ok !== true)
      return { data: JSON.stringify(packet) };
    const disposed = packet.isDisposed === true;
    const prefix = `{"id":${JSON.stringify(packet.id)},"isDisposed":${disposed},"response":{"ok":true,"data":`;
    const headers = natsHeaders();
    headers.set(dataOffsetHeader, String(Buffer.byteLength(prefix)));
    headers.set(replyIdHeader, packet.id);
    return { data: `${prefix}${JSON.stringify(response.data ?? null)}}}`, headers };
  }
}

/**
 * What a client makes of a reply message: a reply laid out by `ReplySerializer` is not parsed, only sliced
 * (`}}` closes the envelope and the packet: the data is everything between); any other is Nest's packet
 * `{ id, response | err }`, parsed.
 */
export function readReply(message: Msg): { response: unknown } | { err: unknown } {
  const offset = Number(message.headers?.get(dataOffsetHeader));
  if (Number.isInteger(offset) && offset > 0)
    return { response: new PassedReply(message.data.subarray(offset, message.data.length - 2)) };
  const packet = message.json<{ response?: unknown; err?: unknown }>();
  return packet.err !== undefined && packet.err !== null
    ? { err: packet.err }
    : { response: packet.response };
}
