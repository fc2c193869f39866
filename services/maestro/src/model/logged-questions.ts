import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MaestroFeature } from '@crescendo/contracts';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from '../config.js';
import { MaestroMetrics } from '../maestro-metrics.js';
import { logRequestWithinBudget, markFailed } from '../request-log.store.js';
import type { AnswerProgress } from './answer-progress.js';
import { askOnceMore } from './ask-once-more.js';
import type { MaestroModel, StructuredQuestion } from './maestro-model.js';
import { ProviderQueue } from './provider-queue.js';

/** Who asks, and when (the school's day, for the budgets). */
export interface Asker {
  organizationId: string;
  userId: string;
  at: Date;
  day: string;
}

/**
 * One question to the model as every Maestro IA feature asks it (issue 30 §1, §4): logged before it leaves,
 * within the day's budgets (the prompt's hash, never the prompt), queued behind the provider's concurrency
 * limit, asked once more when malformed (both tries in one slot), timed per feature and outcome, its log line
 * marked failed when no answer came. With `progress` the page hears its place in the queue and the answer as
 * it is written (decision 0068). The caller keeps what it makes of the
 * answer and marks the request answered in the same transaction (`markAnswered`).
 */
@Injectable()
export class LoggedQuestions {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: MaestroConfig,
    @Inject(MaestroMetrics) private readonly metrics: MaestroMetrics,
    @Inject(ProviderQueue) private readonly queue: ProviderQueue,
  ) {}

  async ask<T>(
    model: MaestroModel,
    asker: Asker,
    feature: MaestroFeature,
    question: StructuredQuestion<T>,
    progress?: AnswerProgress,
  ): Promise<{ requestId: string; answer: T }> {
    const requestId = randomUUID();
    await logRequestWithinBudget(
      this.db,
      {
        id: requestId,
        organizationId: asker.organizationId,
        userId: asker.userId,
        askedAt: asker.at,
        day: asker.day,
        feature,
        model: model.info,
        promptSha256: createHash('sha256').update(`${question.system}\n\n${question.prompt}`).digest('hex'),
      },
      {
        userPerDay: this.config.MAESTRO_DAILY_USER_REQUESTS,
        schoolPerDay: this.config.MAESTRO_DAILY_SCHOOL_REQUESTS,
      },
    );
    let started = 0;
    let retried = false;
    const seconds = () => (performance.now() - started) / 1000;
    const onFailure = (_error: unknown, attempt: number) => {
      retried = true;
      if (attempt < 2) progress?.retrying();
    };
    const onPartial = progress?.partial && ((partial: unknown) => progress.partial?.(partial));
    const answer = await this.queue
      .run(
        () => {
          started = performance.now();
          return askOnceMore(model, question, onFailure, onPartial);
        },
        progress && ((position) => progress.waiting(position)),
      )
      .catch(async (error: unknown) => {
        this.metrics.modelAnswered(feature, 'failed', seconds());
        await markFailed(this.db, requestId);
        throw error;
      });
    progress?.done();
    this.metrics.modelAnswered(feature, retried ? 'retried' : 'answered', seconds());
    return { requestId, answer };
  }
}
