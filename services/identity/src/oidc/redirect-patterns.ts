/**
 * The public client's redirect URIs come from env as patterns: an exact URI, or a prefix ending in `*`
 * (keycloak-js returns to the page the user was on, so a whole origin is allowed, as in Keycloak).
 */
export function parsePatterns(value: string): string[] {
  return value
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}

export function matchesPattern(patterns: string[], uri: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.hash || parsed.username || parsed.password) return false;
  return patterns.some((pattern) => {
    if (!pattern.endsWith('*')) return pattern === uri;
    const prefix = pattern.slice(0, -1);
    // The prefix must cover the origin and a path boundary, so http://localhost:8080/* never admits :80801.
    return uri.startsWith(prefix) && new URL(prefix).origin === parsed.origin;
  });
}

export function patternOrigins(patterns: string[]): string[] {
  return [...new Set(patterns.map((pattern) => new URL(pattern.replace(/\*$/, '')).origin))];
}
