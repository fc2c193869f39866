import type { MsgHdrs } from '@nats-io/transport-node';
import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';

/** W3C trace context (`traceparent`, `tracestate`) written into a NATS message's headers. */
export const natsHeadersSetter: TextMapSetter<MsgHdrs> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** … and read back from them (nats.js answers '' for a header that is absent). */
export const natsHeadersGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (headers) => headers?.keys() ?? [],
  get: (headers, key) => headers?.get(key) || undefined,
};
