import type { Page } from 'playwright-core';
import type { HttpRoute } from '@crescendo/contracts';
import { CookieJar, signInWithPassword } from '@crescendo/testing';
import type { z } from 'zod';
import { demoPassword } from './sign-in.js';

export interface ApiCall<R extends HttpRoute> {
  params?: z.input<R['params']>;
  query?: z.input<R['query']>;
  body?: z.input<R['body']>;
}

/**
 * The platform's API as a journey prepares or checks what the browser shows: a contract's route (method,
 * path and reply schema from `libs/contracts`) called with a real access token of `email`.
 */
export class JourneyApi {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async call<R extends HttpRoute>(
    email: string,
    route: R,
    call: ApiCall<R> = {},
  ): Promise<z.output<R['reply']>> {
    const path = this.pathOf(route, call);
    const response = await fetch(`${this.origin}${path}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${await this.token(email)}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${route.method} ${path}: ${response.status} ${text}`);
    return route.reply.parse(JSON.parse(text)) as z.output<R['reply']>;
  }

  /**
   * The same call made from `page`'s browser (its cookie jar): what the answer sets there stays there, as
   * the binding cookie of `POST /classroom/connection` does (issue 34.2).
   */
  async callIn<R extends HttpRoute>(
    page: Page,
    email: string,
    route: R,
    call: ApiCall<R> = {},
  ): Promise<z.output<R['reply']>> {
    const path = this.pathOf(route, call);
    const response = await page.context().request.fetch(`${this.origin}${path}`, {
      method: route.method,
      headers: { authorization: `Bearer ${await this.token(email)}` },
      data: call.body,
    });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${route.method} ${path}: ${response.status()} ${text}`);
    return route.reply.parse(JSON.parse(text)) as z.output<R['reply']>;
  }

  private pathOf<R extends HttpRoute>(route: R, call: ApiCall<R>): string {
    const params = (call.params ?? {}) as Record<string, string>;
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const query = new URLSearchParams(
      Object.entries((call.query ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    ).toString();
    return `/api/v1${path}${query ? `?${query}` : ''}`;
  }

  private async token(email: string): Promise<string> {
    const known = this.tokens.get(email);
    if (known && expiresAt(known) - Date.now() > 15_000) return known;
    const { tokens } = await signInWithPassword({
      base: `${this.origin}/realms/crescendo`,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: `${this.origin}/dashboard`,
      email,
      password: demoPassword,
    });
    this.tokens.set(email, tokens.access_token);
    return tokens.access_token;
  }
}

const expiresAt = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
