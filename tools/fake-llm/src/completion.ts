import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ChatRequest } from './chat-request.js';
import { demoJson, demoText } from './demo-answer.js';

/** What the fake answers a chat request: its content, malformed when asked to be. */
export function answerContent(request: ChatRequest, malformed: boolean): string {
  const wantsJson = request.response_format && request.response_format.type !== 'text';
  if (!wantsJson) return malformed ? '' : demoText(request);
  if (malformed) return '{"démonstration": réponse tronquée';
  return JSON.stringify(demoJson(request));
}

function usage(request: ChatRequest, content: string) {
  const prompt_tokens = Math.ceil(JSON.stringify(request.messages).length / 4);
  const completion_tokens = Math.ceil(content.length / 4);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

export function completion(request: ChatRequest, content: string) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage: usage(request, content),
  };
}

/** The answer as server-sent events, a few words per chunk, then the finish, the usage and `[DONE]`. */
export function streamCompletion(res: ServerResponse, request: ChatRequest, content: string): void {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null, extra: object = {}) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model: request.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...extra,
    })}\n\n`;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of content.match(/\S*\s*/g)?.filter(Boolean) ?? [])
    res.write(chunk({ content: piece }, null));
  res.write(chunk({}, 'stop', { usage: usage(request, content) }));
  res.end('data: [DONE]\n\n');
}
