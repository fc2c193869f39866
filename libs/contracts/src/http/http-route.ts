import { z } from 'zod';
import type { Role } from '../common/actor.js';
import { appErrorSchema } from '../common/envelope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A REST endpoint under `/api/v1`, shared by the gateway (which validates and routes it) and the
 * front ends (which call it typed). `auth: 'public'` marks an endpoint that needs no sign-in;
 * every other one is guarded (style.md §11).
 */
export interface HttpRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  /** Fastify-style path under /api/v1, e.g. `/groups/:groupId`. */
  path: string;
  summary: string;
  tag: string;
  auth: 'required' | 'public';
  /** Roles allowed in; the owning service checks again (and checks ownership). */
  roles?: Role[];
  params: P;
  query: Q;
  body: B;
  reply: R;
  /** Largest body accepted, in bytes (defaults to the gateway's limit). */
  bodyLimit?: number;
}

export function defineHttpRoute<
  P extends z.ZodType = z.ZodObject<Record<string, never>>,
  Q extends z.ZodType = z.ZodObject<Record<string, never>>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(route: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth?: 'required' | 'public';
  roles?: Role[];
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  bodyLimit?: number;
}): HttpRoute<P, Q, B, R> {
  return {
    ...route,
    auth: route.auth ?? 'required',
    params: (route.params ?? z.object({})) as P,
    query: (route.query ?? z.object({})) as Q,
    body: (route.body ?? z.undefined()) as B,
  };
}

/** The body of every HTTP error answer. */
export const httpErrorBodySchema = z.object({ error: appErrorSchema });
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;
