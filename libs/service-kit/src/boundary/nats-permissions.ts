import { natsBoundaries, systemRequests, type NatsService } from '@crescendo/contracts';
import { durableName } from '../events/event-consumers.js';
import { natsInboxPrefix } from '../nats/nats-access.js';
import {
  DEAD_LETTER_STREAM,
  EVENTS_STREAM,
  LIVE_STREAM,
  prefixSubject,
  streamName,
} from '../nats/subject-prefix.js';
import { ownedEventSubjects, servedSubjects } from './contract-catalogue.js';

/** A NATS user's permissions, in nats-server's configuration shape. */
export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  allow_responses?: boolean;
}

/**
 * What `service` may do on NATS, from its declaration (libs/contracts `natsBoundaries`) and what it owns:
 * subscribe to its own request subjects in its own queue group only, answer the requests it receives,
 * read its own reply inbox, publish the requests it calls and its own events, and exactly the JetStream
 * API subjects of its streams and durable consumers. `prefix` is the NATS_PREFIX of the deployment.
 */
export function natsPermissions(service: NatsService, prefix: string): NatsPermissions {
  const boundary = natsBoundaries[service];
  const on = (subject: string) => prefixSubject(prefix, subject);
  const events = streamName(prefix, EVENTS_STREAM);
  const live = streamName(prefix, LIVE_STREAM);
  const streams = [events, streamName(prefix, DEAD_LETTER_STREAM), live];
  const served = servedSubjects(service);
  const system = new Set(systemRequests.map((request) => request.subject));
  const calls = boundary.calls.flatMap((call) =>
    typeof call === 'string'
      ? servedSubjects(call).filter((subject) => !system.has(subject))
      : [call.subject],
  );
  const consumers = boundary.consumes.flatMap(({ subject }) => {
    const durable = durableName(service, subject);
    return [
      `$JS.API.CONSUMER.INFO.${events}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${events}.${durable}.${on(subject)}`,
      `$JS.API.CONSUMER.MSG.NEXT.${events}.${durable}`,
      `$JS.ACK.${events}.${durable}.>`,
    ];
  });
  const publish = [
    ...calls.map(on),
    ...ownedEventSubjects(service).map(on),
    ...(boundary.consumes.length > 0 ? [on(`dlq.${service}.>`)] : []),
    '$JS.API.INFO',
    ...streams.flatMap((stream) => [`$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`]),
    ...consumers,
    ...livePublish(boundary.live, on, live),
    ...(boundary.sweepsStreams ? streams.flatMap(sweepOf) : []),
  ];
  const subscribe = [
    ...served.map((subject) => `${on(subject)} ${service}`),
    `${natsInboxPrefix(service)}.>`,
    ...boundary.listens.map(({ subject }) => on(subject)),
  ];
  return {
    publish: { allow: [...new Set(publish)] },
    subscribe: { allow: [...new Set(subscribe)] },
    ...(served.length > 0 ? { allow_responses: true } : {}),
  };
}

/**
 * The erasure sweep (decision 0069): a stream's messages read one at a time by sequence, its durable
 * consumers listed (how far each has read), a message erased. No consumer of its own: creating one would
 * need the right to create any, another service's durable included.
 */
function sweepOf(stream: string): string[] {
  return [
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.STREAM.MSG.DELETE.${stream}`,
    `$JS.API.CONSUMER.LIST.${stream}`,
  ];
}

/**
 * The live channel: a publisher sends to user and group topics; the deliverer (the gateway) follows the LIVE
 * stream with ordered consumers of its own (created, read and deleted by it) and reads single messages of it
 * for the sockets that resume.
 */
function livePublish(
  role: 'publishes' | 'delivers' | undefined,
  on: (subject: string) => string,
  stream: string,
): string[] {
  if (role === 'publishes') return [on('live.user.*'), on('live.group.*')];
  if (role !== 'delivers') return [];
  return [
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
  ];
}
