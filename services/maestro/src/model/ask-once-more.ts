import { AppException } from '@crescendo/service-kit';
import type { MaestroModel, StructuredQuestion } from './maestro-model.js';

/**
 * A malformed (or failed) answer is asked once more; a second failure is the user's 'Maestro IA n’a pas pu
 * répondre. Réessayez plus tard.', never the model's raw text (issue 30 §1). `onFailure` hears each failure
 * (the log, the metrics).
 */
export async function askOnceMore<T>(
  model: MaestroModel,
  question: StructuredQuestion<T>,
  onFailure: (error: unknown, attempt: number) => void = () => undefined,
  onPartial?: (partial: unknown) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await model.object(question, onPartial);
    } catch (error) {
      onFailure(error, attempt);
      if (attempt >= 2) throw new AppException('UNAVAILABLE', 'maestro.noAnswer');
    }
  }
}
