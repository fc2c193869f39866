import type { Handler, Route } from './context.js';

interface CompiledRoute {
  method: Route['method'];
  regex: RegExp;
  handler: Handler;
}

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
}

function compile(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegex(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createRouter(
  routes: readonly Route[],
): (method: string, path: string) => RouteMatch | undefined {
  const compiled: CompiledRoute[] = routes.map((r) => ({
    method: r.method,
    regex: compile(r.path),
    handler: r.handler,
  }));
  return (method, path) => {
    for (const route of compiled) {
      if (route.method !== method) continue;
      const match = route.regex.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.groups ?? {})) params[key] = decodeURIComponent(value);
      return { handler: route.handler, params };
    }
    return undefined;
  };
}
