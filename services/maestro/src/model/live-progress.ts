import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { liveSubject, liveTopic, maestroProgressLive, type MaestroProgress } from '@crescendo/contracts';
import { NATS_CONNECTION, prefixSubject, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from '../config.js';
import { RestoringStream } from '../context/restoring-stream.js';
import type { AnswerProgress } from './answer-progress.js';

/** Whom a request's progress goes to, and under which key the page knows it. */
export interface ProgressTarget {
  organizationId: string;
  userId: string;
  key: string;
}

/**
 * A request's progress on the asker's live topic (`user:<id>`, event `maestro.answer.progress`; decision
 * 0068). Published straight into the LIVE stream, not through the outbox: it belongs to no change to commit,
 * and a row per piece of text would weigh on the database for a preview. The preview is the feature's text
 * of each partial answer (`preview`), only what it adds to what was already sent, with the names put back on
 * the server (`RestoringStream`) before anything leaves.
 */
@Injectable()
export class LiveProgress {
  private readonly logger = new Logger('LiveProgress');

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SERVICE_CONFIG) private readonly config: MaestroConfig,
  ) {}

  to(
    target: ProgressTarget,
    standIns: ReadonlyMap<string, string>,
    preview: (partial: unknown) => string,
  ): AnswerProgress {
    const subject = prefixSubject(this.config.NATS_PREFIX, liveSubject(liveTopic('user', target.userId)));
    const restoring = new RestoringStream(standIns);
    let sent = '';
    let index = 0;
    const publish = (progress: MaestroProgress) => {
      try {
        const envelope = {
          id: randomUUID(),
          subject: liveSubject(liveTopic('user', target.userId)),
          occurredAt: new Date().toISOString(),
          organizationId: target.organizationId,
          data: { name: maestroProgressLive.name, data: progress },
        };
        this.nats.publish(subject, JSON.stringify(envelope));
      } catch (error) {
        this.logger.warn(`progress of ${target.key} not pushed: ${String(error)}`);
      }
    };
    const write = (text: string) => {
      if (text) publish({ key: target.key, state: 'writing', index: index++, text });
    };
    return {
      waiting: (position) => publish({ key: target.key, state: 'waiting', position }),
      partial: (output) => {
        let next: string;
        try {
          next = preview(output);
        } catch {
          return;
        }
        // A partial object's text only grows; one that does not extend what was sent waits for one that does.
        if (next.length <= sent.length || !next.startsWith(sent)) return;
        const added = next.slice(sent.length);
        sent = next;
        write(restoring.push(added));
      },
      retrying: () => {
        sent = '';
        restoring.reset();
        publish({ key: target.key, state: 'writing', index: index++, text: '', restart: true });
      },
      done: () => write(restoring.end()),
    };
  }
}
