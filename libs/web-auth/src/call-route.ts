import type { HttpRoute } from '@crescendo/contracts';
import type { z } from 'zod';
import { apiRequest, type ReplySchema } from './api-client.js';

export interface RouteCall<R extends HttpRoute> {
  params?: z.input<R['params']>;
  query?: z.input<R['query']>;
  body?: z.input<R['body']>;
  signal?: AbortSignal;
}

/**
 * Calls a contract's HTTP route, the one typed client of the browser: method and path come from the
 * contract, the path's `:params` are filled and encoded, the query is appended and the reply is parsed
 * with the route's schema. Nothing about an endpoint is typed twice.
 */
export function callRoute<R extends HttpRoute>(
  route: R,
  call: RouteCall<R> = {},
): Promise<z.output<R['reply']>> {
  const params = (call.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return apiRequest(route.method, path + queryString(call.query), {
    schema: route.reply as ReplySchema<z.output<R['reply']>>,
    body: call.body,
    signal: call.signal,
  });
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
