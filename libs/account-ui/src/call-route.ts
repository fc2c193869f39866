import type { HttpRoute } from '@crescendo/contracts';
import { apiRequest } from '@crescendo/web-auth';
import type { z } from 'zod';

export interface RouteCall<R extends HttpRoute> {
  params?: z.input<R['params']>;
  body?: z.input<R['body']>;
}

/** Calls a contract's HTTP route: fills the path's `:params`, sends the body, parses the reply with its schema. */
export function callRoute<R extends HttpRoute>(
  route: R,
  call: RouteCall<R> = {},
): Promise<z.output<R['reply']>> {
  const params = (call.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return apiRequest(route.method, path, {
    schema: route.reply as {
      safeParse(
        input: unknown,
      ): { success: true; data: z.output<R['reply']> } | { success: false; error: unknown };
    },
    body: call.body,
  });
}
