import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const daily = (fallback: number) => z.coerce.number().int().min(0).max(100_000).default(fallback);

/** Maestro IA's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const maestroConfigSchema = z.object({
  /**
   * The model's OpenAI-compatible base URL (Ollama `http://127.0.0.1:11434/v1`, llama-server
   * `http://127.0.0.1:8080/v1`, vLLM, LM Studio, a hosted API). Empty: no model, the page says so.
   */
  MAESTRO_LLM_BASE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  MAESTRO_LLM_MODEL: z.string().default(''),
  /** Sent as a Bearer token when set (a hosted API); a local server needs none. */
  MAESTRO_LLM_API_KEY: z.string().default(''),
  /** 'local': the board's own machines; 'external': the data leave them (issue 30 §3). */
  MAESTRO_LLM_LOCATION: z.enum(['local', 'external']).default('local'),
  /** The provider's name as the log records it (`ollama`, `llama-server`, …). */
  MAESTRO_LLM_PROVIDER: z.string().default('openai-compatible'),
  /** The endpoint is tools/fake-llm: the page shows 'Modèle de démonstration'. */
  MAESTRO_LLM_DEMO: flag,
  /** Requests a day per user and per school (issue 30 §4). */
  MAESTRO_DAILY_USER_REQUESTS: daily(30),
  MAESTRO_DAILY_SCHOOL_REQUESTS: daily(300),
  /**
   * Calls to the model at once, per maestro replica (issue 30 §6, decision 0068): the others wait their turn,
   * the page showing 'En attente : N'. A local model answers one or a few at a time.
   */
  MAESTRO_LLM_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /**
   * The streamed preview's pace (decision 0068): its text is worked out and published at most once every so many
   * milliseconds (the latest partial answer then), not on every piece the model writes. 0: every piece.
   */
  MAESTRO_PREVIEW_INTERVAL_MS: z.coerce.number().int().min(0).max(5000).default(100),
  /** How long one model call may take, in milliseconds. */
  MAESTRO_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
});

export type MaestroConfig = BaseConfig & z.output<typeof maestroConfigSchema>;
