import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { liveSubject, liveTopic, maestroProgressLive, type MaestroProgress } from '@crescendo/contracts';
import { NATS_CONNECTION, prefixSubject, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from '../config.js';
import { RestoringStream } from '../context/restoring-stream.js';
import type { AnswerProgress } from './answer-progress.js';
import { PacedPreview } from './paced-preview.js';

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
 * of the partial answer (`preview`), worked out at most once every `MAESTRO_PREVIEW_INTERVAL_MS` (the latest
 * partial then: `PacedPreview`), only what it adds to what was already sent, with the names put back on
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
    const pieces = this.pieces(target);
    const restoring = new RestoringStream(standIns);
    let sent = '';
    const paced = new PacedPreview(this.config.MAESTRO_PREVIEW_INTERVAL_MS, (output) => {
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
      pieces.write(restoring.push(added));
    });
    return {
      waiting: pieces.waiting,
      partial: (output) => paced.push(output),
      retrying: () => {
        paced.cancel();
        sent = '';
        restoring.reset();
        pieces.restart();
      },
      done: () => {
        paced.flush();
        pieces.write(restoring.end());
      },
    };
  }

  /**
   * A request's progress told piece by piece, each piece's names already back: its place in the queue, then
   * the text as it comes (`index` counting the pieces), or a restart.
   */
  pieces(target: ProgressTarget): ProgressPieces {
    const topic = liveSubject(liveTopic('user', target.userId));
    const subject = prefixSubject(this.config.NATS_PREFIX, topic);
    let index = 0;
    const publish = (progress: MaestroProgress) => {
      try {
        const envelope = {
          id: randomUUID(),
          subject: topic,
          occurredAt: new Date().toISOString(),
          organizationId: target.organizationId,
          data: { name: maestroProgressLive.name, data: progress },
        };
        this.nats.publish(subject, JSON.stringify(envelope));
      } catch (error) {
        this.logger.warn(`progress of ${target.key} not pushed: ${String(error)}`);
      }
    };
    return {
      waiting: (position) => publish({ key: target.key, state: 'waiting', position }),
      write: (text) => {
        if (text) publish({ key: target.key, state: 'writing', index: index++, text });
      },
      restart: () => publish({ key: target.key, state: 'writing', index: index++, text: '', restart: true }),
    };
  }
}

/** What `LiveProgress.pieces` publishes: never throws (a lost piece costs the preview only). */
export interface ProgressPieces {
  waiting(position: number): void;
  write(text: string): void;
  restart(): void;
}
