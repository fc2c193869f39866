import { Injectable } from '@nestjs/common';
import { serviceMetrics } from '@crescendo/service-kit';

/** The model answers in seconds, a slow local one in a minute or two. */
const modelBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/**
 * Maestro's own figures in /metrics, beside the kit's: each feature's wait for the model, by outcome
 * (`answered`, `retried` then answered, `failed` after the retry).
 */
@Injectable()
export class MaestroMetrics {
  modelAnswered(feature: string, outcome: 'answered' | 'retried' | 'failed', seconds: number): void {
    // Asked when used, not when the module is built: the kit names the process's registry after that.
    serviceMetrics()
      .histogram(
        'crescendo_maestro_model_duration_seconds',
        'Maestro IA questions to the model, per feature and outcome (answered, retried, failed)',
        ['feature', 'outcome'],
        modelBuckets,
      )
      .observe({ feature, outcome }, seconds);
  }
}
