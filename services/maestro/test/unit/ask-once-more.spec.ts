import type { MaestroModelInfo } from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';
import { z } from 'zod';
import { askOnceMore } from '../../src/model/ask-once-more.js';
import type { MaestroModel, StructuredQuestion } from '../../src/model/maestro-model.js';

const info: MaestroModelInfo = { model: 'm', provider: 'p', location: 'local', demonstration: true };
const question: StructuredQuestion<{ ok: boolean }> = {
  name: 'test',
  schema: z.object({ ok: z.boolean() }),
  system: 's',
  prompt: 'p',
};

/** A model answering from a script: an error thrown, or a value. */
function scripted(answers: Array<Error | { ok: boolean }>): MaestroModel & { calls: number } {
  return {
    info,
    calls: 0,
    async object<T>(): Promise<T> {
      const answer = answers[this.calls++];
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
}

describe('a malformed answer', () => {
  it('is asked once more, and the second answer is taken', async () => {
    const model = scripted([new Error('No object generated'), { ok: true }]);
    const failures: number[] = [];
    await expect(askOnceMore(model, question, (_, attempt) => failures.push(attempt))).resolves.toEqual({
      ok: true,
    });
    expect(model.calls).toBe(2);
    expect(failures).toEqual([1]);
  });

  it('twice is Maestro IA’s French message, never the model’s text', async () => {
    const model = scripted([new Error('{"raw": model text'), new Error('{"raw": model text')]);
    const error = (await askOnceMore(model, question).catch((e: unknown) => e)) as AppException;
    expect(error).toBeInstanceOf(AppException);
    expect(error.error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('Maestro IA n’a pas pu répondre. Réessayez plus tard.');
    expect(model.calls).toBe(2);
  });
});
