import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '../src/index.js';
import { httpRoutes, isHttpRoute } from '../src/http/index.js';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every `defineHttpRoute(` call of the contracts' sources (the definition itself aside). */
function declaredRouteCount(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += declaredRouteCount(path);
    else if (entry.name.endsWith('.ts') && entry.name !== 'http-route.ts')
      count += readFileSync(path, 'utf8').split('defineHttpRoute(').length - 1;
  }
  return count;
}

describe('the list of HTTP routes the gateway registers (@crescendo/contracts/http)', () => {
  it('holds every route the contracts declare, once', () => {
    expect(httpRoutes.length).toBe(declaredRouteCount(src));
    expect(new Set(httpRoutes).size).toBe(httpRoutes.length);
  });

  it('is the set of routes the contracts export, so a route left out of its domain’s list fails here', () => {
    const exported = Object.values(contracts as Record<string, unknown>).filter(isHttpRoute);
    expect(new Set(exported)).toEqual(new Set(httpRoutes));
  });

  it('gives each route its own id and its own method and path', () => {
    expect(new Set(httpRoutes.map((route) => route.id)).size).toBe(httpRoutes.length);
    expect(new Set(httpRoutes.map((route) => `${route.method} ${route.path}`)).size).toBe(httpRoutes.length);
  });
});
