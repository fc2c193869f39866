import { AppException } from '@crescendo/service-kit';

export interface Refusal {
  code: string;
  key: string;
  /** Each refused field's catalogue key (a VALIDATION_FAILED). */
  fields?: Record<string, string>;
}

/** The refusal a use case answered (code and catalogue keys), or a failure of the test if it did not refuse. */
export async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    const { code, messageKey, fieldMessages } = error.error;
    const refusal: Refusal = { code, key: messageKey ?? '' };
    if (fieldMessages)
      refusal.fields = Object.fromEntries(Object.entries(fieldMessages).map(([field, m]) => [field, m.key]));
    return refusal;
  }
  throw new Error('expected a refusal, the use case answered');
}
