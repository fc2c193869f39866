import { z } from 'zod';
import type { Role } from '../common/actor.js';
import { appErrorSchema } from '../common/envelope.js';
import type { RequestContract } from '../common/request.js';
import type { Me } from '../identity/me.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's payload is made of: the request's validated parts and the client's address. */
export interface RouteParts<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** As the gateway decided it (the socket's peer, or a trusted proxy's X-Forwarded-For). */
  clientAddress: string;
  /** The signed-in user as the gateway resolved them through identity (absent on a public route). */
  me?: Me;
  /**
   * On a route that `bindsBrowser`: the SHA-256 (base64url) of the random value the gateway puts in that
   * cookie with the answer. The value itself never leaves the browser's cookie.
   */
  browserHash?: string;
}

/**
 * A cookie the gateway sets in the browser that called the route (HttpOnly, SameSite=Lax, Secure over https),
 * so that what the route starts can be finished by that browser only (issue 34.2).
 */
export interface BrowserBinding {
  cookie: string;
  /** The only path the browser sends it back to. */
  path: string;
  maxAgeSeconds: number;
}

/**
 * A REST endpoint under `/api/v1`, shared by the gateway (which validates it and forwards it) and the front
 * ends (which call it typed, with `callRoute`). `auth: 'public'` marks an endpoint that needs no sign-in;
 * every other one is guarded (style.md §11). An endpoint is two declarations: its request (`defineRequest`)
 * and this route, which names the request it `forwards` to; the gateway registers every route of the
 * contracts in one loop.
 */
export interface HttpRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  kind: 'http-route';
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
  /** The answer binds the calling browser with this cookie; the payload gets its `browserHash`. */
  bindsBrowser?: BrowserBinding;
  /**
   * The reply is a document `{ body, etag, contentType }` sent as it is (not JSON), with its ETag, and 304
   * when the caller's If-None-Match already has it (a calendar feed, issue 28 §4).
   */
  document?: boolean;
  /**
   * A document too large for one NATS message comes in parts: the reply carries the first and `more`
   * (`{ key, next }`), and the gateway asks this request (`{ key, offset }` → `{ body, next }`, base64, no
   * actor) for each next part while it streams them to the caller.
   */
  documentParts?: RequestContract<z.ZodType, z.ZodType>;
  /**
   * The request this route is, sent with the signed-in user as actor (`null` on a public route). Absent
   * only for what the gateway answers itself (`GET /me`).
   */
  forwards?: RequestContract<z.ZodType, z.ZodType>;
  /** The request's payload from the route's parts; by default params, query and body merged. */
  payload: (parts: RouteParts<z.output<P>, z.output<Q>, z.output<B>>) => unknown;
}

export function isHttpRoute(value: unknown): value is HttpRoute {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'http-route';
}

/** Params, query and body merged: most routes' payload. */
export function mergedParts({ params, query, body }: RouteParts): unknown {
  return { ...(query as object), ...(body as object), ...(params as object) };
}

export function defineHttpRoute<
  P extends z.ZodType = z.ZodObject<Record<string, never>>,
  Q extends z.ZodType = z.ZodObject<Record<string, never>>,
  B extends z.ZodType = z.ZodUndefined,
  C extends RequestContract<z.ZodType, z.ZodType> = RequestContract<z.ZodType, z.ZodType>,
  R extends z.ZodType = C['reply'],
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
  /** Defaults to the forwarded request's reply: the gateway passes it on as it came. */
  reply?: R;
  bodyLimit?: number;
  bindsBrowser?: BrowserBinding;
  document?: boolean;
  documentParts?: RequestContract<z.ZodType, z.ZodType>;
  forwards?: C;
  payload?: (parts: RouteParts<z.output<P>, z.output<Q>, z.output<B>>) => z.input<C['payload']>;
}): HttpRoute<P, Q, B, R> {
  return {
    ...route,
    kind: 'http-route',
    reply: (route.reply ?? route.forwards?.reply) as R,
    auth: route.auth ?? 'required',
    params: (route.params ?? z.object({})) as P,
    query: (route.query ?? z.object({})) as Q,
    body: (route.body ?? z.undefined()) as B,
    payload: (route.payload ?? mergedParts) as HttpRoute<P, Q, B, R>['payload'],
  };
}

/** The body of every HTTP error answer. */
export const httpErrorBodySchema = z.object({ error: appErrorSchema });
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;
