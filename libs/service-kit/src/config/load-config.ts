import { z } from 'zod';

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly variables: string[],
    detail: string,
  ) {
    super(`Configuration invalide pour le service « ${service} » :\n${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment before Nest starts. A missing or malformed variable stops the process
 * with a message that names it (style.md §6).
 */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const variables = result.error.issues.map((issue) => String(issue.path[0] ?? '?'));
  const detail = result.error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const missing = env[name] === undefined || env[name] === '';
      // A check of several variables (`custom`) says itself what is missing and what would do instead.
      return `  - ${name} : ${missing && issue.code !== 'custom' ? 'variable manquante' : issue.message}`;
    })
    .join('\n');
  throw new ConfigError(service, [...new Set(variables)], detail);
}
