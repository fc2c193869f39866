import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MaestroFeature } from '@crescendo/contracts';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from '../config.js';
import { MaestroMetrics } from '../maestro-metrics.js';
import { logRequestWithinBudget, markFailed } from '../request-log.store.js';
import { askOnceMore } from './ask-once-more.js';
import type { MaestroModel, StructuredQuestion } from './maestro-model.js';

/** Who asks, and when (the school's day, for the budgets). */
export interface Asker {
  organizationId: string;
  userId: string;
  at: Date;
  day: string;
}

/**
 * One question to the model as every Maestro IA feature asks it (issue 30 §1, §4): logged before it leaves,
 * within the day's budgets (the prompt's hash, never the prompt), asked once more when malformed, timed per
 * feature and outcome, its log line marked failed when no answer came. The caller keeps what it makes of the
 * answer and marks the request answered in the same transaction (`markAnswered`).
 */
@Injectable()
export class LoggedQuestions {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: MaestroConfig,
    @Inject(MaestroMetrics) private readonly metrics: MaestroMetrics,
  ) {}

  async ask<T>(
    model: MaestroModel,
    asker: Asker,
    feature: MaestroFeature,
    question: StructuredQuestion<T>,
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
    const started = performance.now();
    let retried = false;
    const seconds = () => (performance.now() - started) / 1000;
    const answer = await askOnceMore(model, question, () => (retried = true)).catch(
      async (error: unknown) => {
        this.metrics.modelAnswered(feature, 'failed', seconds());
        await markFailed(this.db, requestId);
        throw error;
      },
    );
    this.metrics.modelAnswered(feature, retried ? 'retried' : 'answered', seconds());
    return { requestId, answer };
  }
}
