import { z } from 'zod';
import { httpErrorBodySchema } from '@crescendo/contracts';
import type { BoundRoute } from './api-router.js';
import { errorStatus } from './error-status.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

function parameters(route: BoundRoute['route']) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    const json = toSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the same contracts the gateway validates with. */
export function buildOpenApi(bound: BoundRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = { content: { 'application/json': { schema: toSchema(httpErrorBodySchema) } } };
  for (const { route } of bound) {
    const path = `/api/v1${route.path}`.replace(/:(\w+)/g, '{$1}');
    const hasBody = !(route.body instanceof z.ZodUndefined);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.tag],
      security: route.auth === 'public' ? [] : [{ bearer: [] }],
      parameters: parameters(route),
      ...(hasBody
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body) } },
            },
          }
        : {}),
      responses: {
        [route.method === 'POST' ? '201' : '200']: {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(route.reply) } },
        },
        ...Object.fromEntries(
          Object.values(errorStatus).map((status) => [
            String(status),
            { description: 'Erreur', ...errorBody },
          ]),
        ),
      },
      ...(route.roles ? { 'x-roles': route.roles } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Crescendo API', version: '1' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
