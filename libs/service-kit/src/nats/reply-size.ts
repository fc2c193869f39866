import type { MsgHdrs } from '@nats-io/transport-node';
import { appError } from '../errors/app-exception.js';

/** What a serializer makes of a reply packet (`ReplySerializer`, or Nest's own). */
export interface SerializedReply {
  data: string;
  headers?: MsgHdrs;
}

/** A reply as the bytes `msg.respond` sends. */
export interface EncodedReply {
  data: Uint8Array;
  headers?: MsgHdrs;
}

interface ReplyPacket {
  id?: string;
  isDisposed?: boolean;
  response?: unknown;
  err?: unknown;
}

/** The headers' size on the wire: nats.js's own encoding of them (`MsgHdrsImpl.encode`), as it counts them. */
function headerBytes(headers: MsgHdrs | undefined): number {
  if (!headers) return 0;
  const encodable = headers as MsgHdrs & { encode?: () => Uint8Array };
  return typeof encodable.encode === 'function' ? encodable.encode().length : 0;
}

/** What is said of a reply that did not fit, for the service's log. */
export interface OversizedReply {
  bytes: number;
  maxPayload: number;
}

/**
 * A reply encoded, and held to the NATS server's `max_payload` (headers included, as nats.js counts it).
 * A reply that would not fit is never given to nats.js, which would throw 'max_payload size exceeded' while
 * the caller waited for its timeout (issue 34: a teacher's list answered 504 after 5 s): the caller gets at
 * once `PAYLOAD_TOO_LARGE`, « La réponse dépasserait la taille maximale d’un message … », with the
 * request's id, and `onOversized` tells the service's log.
 */
export function encodeReply(
  packet: ReplyPacket,
  serialize: (packet: ReplyPacket) => SerializedReply,
  maxPayload: number | undefined,
  onOversized: (oversized: OversizedReply) => void,
): EncodedReply {
  const serialized = serialize(packet);
  const encoded = { data: Buffer.from(serialized.data), headers: serialized.headers };
  if (maxPayload === undefined) return encoded;
  const bytes = encoded.data.length + headerBytes(encoded.headers);
  if (bytes <= maxPayload) return encoded;
  onOversized({ bytes, maxPayload });
  const refusal = serialize({
    id: packet.id,
    isDisposed: packet.isDisposed,
    response: {
      ok: false,
      error: appError('PAYLOAD_TOO_LARGE', 'common.replyTooLarge', { params: { maximum: maxPayload } }),
    },
  });
  return { data: Buffer.from(refusal.data), headers: refusal.headers };
}
