import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeGoogleState } from '../state/state.js';
import type { Behaviour } from '../behaviour/behaviour.js';
import type { SigningKeys } from '../oauth/keys.js';

export interface Settings {
  accessTokenTtlSeconds: number;
  defaultPageSize: number;
}

/** Everything a handler may reach: the fake's state, its behaviour switches and its signing keys. */
export interface App {
  state: FakeGoogleState;
  behaviour: Behaviour;
  keys: SigningKeys;
  settings: Settings;
  /** The base URL clients use; also the OpenID issuer. Known only once the server listens. */
  baseUrl(): string;
}

export interface RequestContext {
  app: App;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

export type Handler = (ctx: RequestContext) => Promise<void> | void;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path with `:name` segments, e.g. `/v1/courses/:courseId/students`. */
  path: string;
  handler: Handler;
}
