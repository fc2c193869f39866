import type { MaestroModelInfo } from '@crescendo/contracts';
import type { z } from 'zod';

/** One structured question to the model: what it must answer is `schema`, checked on the way back. */
export interface StructuredQuestion<T> {
  /** The schema's name the endpoint sees (`response_format.json_schema.name`). */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
}

/**
 * The one interface the features speak to (issue 30 §1): any OpenAI-compatible endpoint behind it. It throws
 * when the endpoint fails or its answer does not fit the schema; retrying is the caller's (`askOnceMore`).
 */
export interface MaestroModel {
  readonly info: MaestroModelInfo;
  /**
   * The answer, validated. With `onPartial` it is streamed: each partial object parsed so far is handed on
   * as it arrives (a preview, never validated); the result is still the whole answer checked against the schema.
   */
  object<T>(question: StructuredQuestion<T>, onPartial?: (partial: unknown) => void): Promise<T>;
}

/** The configured model, or null when none is (the page then says how to connect one). */
export const MAESTRO_MODEL = Symbol('MAESTRO_MODEL');
