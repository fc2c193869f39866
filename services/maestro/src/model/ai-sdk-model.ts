import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, streamText } from 'ai';
import type { MaestroConfig } from '../config.js';
import type { MaestroModel, StructuredQuestion } from './maestro-model.js';

/**
 * The model over the Vercel AI SDK's OpenAI-compatible provider (decision 0055): the schema goes to the
 * endpoint as `response_format: json_schema` (Ollama, llama-server, vLLM and LM Studio honour it) and the
 * answer is parsed and validated against the same zod schema by the SDK. The SDK's own retries are off:
 * one retry of a malformed answer is Maestro's rule, not the transport's.
 */
export function aiSdkModel(config: MaestroConfig): MaestroModel | null {
  if (!config.MAESTRO_LLM_BASE_URL || !config.MAESTRO_LLM_MODEL) return null;
  const provider = createOpenAICompatible({
    name: config.MAESTRO_LLM_PROVIDER,
    baseURL: config.MAESTRO_LLM_BASE_URL,
    ...(config.MAESTRO_LLM_API_KEY ? { apiKey: config.MAESTRO_LLM_API_KEY } : {}),
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.MAESTRO_LLM_MODEL);
  return {
    info: {
      model: config.MAESTRO_LLM_MODEL,
      provider: config.MAESTRO_LLM_PROVIDER,
      location: config.MAESTRO_LLM_LOCATION,
      demonstration: config.MAESTRO_LLM_DEMO,
    },
    async object<T>(question: StructuredQuestion<T>, onPartial?: (partial: unknown) => void): Promise<T> {
      const call = {
        model,
        system: question.system,
        prompt: question.prompt,
        output: Output.object({ schema: question.schema, name: question.name }),
        maxRetries: 0,
        temperature: 0.2,
        abortSignal: AbortSignal.timeout(config.MAESTRO_LLM_TIMEOUT_MS),
      };
      if (!onPartial) return (await generateText(call)).output as T;
      // Streamed (`stream: true`): the failure is the final output's (rejected when the stream broke or the
      // answer does not fit the schema), not a log line of the SDK's.
      const result = streamText({ ...call, onError: () => undefined });
      for await (const partial of result.partialOutputStream) onPartial(partial);
      return (await result.output) as T;
    },
  };
}
