/** The part of an OpenAI chat-completions request the fake reads. */
export interface ChatMessage {
  role: string;
  content: string | Array<{ type: string; text?: string }> | null;
}

export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name?: string; schema?: JsonSchema; strict?: boolean } };

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minItems?: number;
  minimum?: number;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  response_format?: ResponseFormat;
}

/** The request's body as JSON, or the reason it is not a chat request. */
export function parseChatRequest(body: unknown): ChatRequest | string {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object.';
  const candidate = body as Partial<ChatRequest>;
  if (typeof candidate.model !== 'string' || candidate.model === '') return 'model is required.';
  if (!Array.isArray(candidate.messages) || candidate.messages.length === 0)
    return 'messages must be a non-empty array.';
  return candidate as ChatRequest;
}

/** Every message's text, one after the other. */
export function promptText(request: ChatRequest): string {
  return request.messages
    .map(({ content }) =>
      typeof content === 'string'
        ? content
        : (content ?? []).map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join(''),
    )
    .join('\n');
}
