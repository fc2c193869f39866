import { randomBytes } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { liveSubject, type LiveTopic } from '@crescendo/contracts';
import {
  LIVE_STREAM,
  prefixSubject,
  startService,
  streamName,
  type RunningService,
} from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { messagingService } from '../src/messaging.service-definition.js';

/**
 * The messaging service (a schema and a Redis prefix of this harness's own) with the real groups service
 * beside it: messaging asks it who may read a group's chat.
 */
export async function startMessaging(env: Record<string, string> = {}) {
  const harness = await startServiceUnderTest({
    name: 'messaging',
    beside: ['groups'],
    start: async (serviceEnv) =>
      (await startService(
        {
          ...messagingService,
          database: { ...messagingService.database!, schema: `messaging_${randomBytes(4).toString('hex')}` },
        },
        {
          ...serviceEnv,
          REDIS_PREFIX: `${serviceEnv.REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
          ...env,
        },
      )) as unknown as RunningService,
    // The operator may publish anything: the tests publish events of several owners.
    publisher: 'operator',
  });
  const { prefix } = harness;
  const operator: NatsConnection = await harness.nats.connectAs('operator');
  const jsm = await jetstreamManager(operator);

  return {
    ...harness,
    /** The live events relayed to a topic so far (their `{ name, data }`), oldest first. */
    async liveEvents(topic: LiveTopic): Promise<Array<{ name: string; data: Record<string, unknown> }>> {
      const stream = streamName(prefix, LIVE_STREAM);
      const subject = prefixSubject(prefix, liveSubject(topic));
      const found: Array<{ name: string; data: Record<string, unknown> }> = [];
      for (let seq = 1; ;) {
        const message = await jsm.streams
          .getMessage(stream, { seq, next_by_subj: subject } as never)
          .catch(() => null);
        if (!message) return found;
        found.push(message.json<{ data: { name: string; data: Record<string, unknown> } }>().data);
        seq = message.seq + 1;
      }
    },
    async close() {
      await operator.close();
      await harness.close();
    },
  };
}

export type MessagingHarness = Awaited<ReturnType<typeof startMessaging>>;
