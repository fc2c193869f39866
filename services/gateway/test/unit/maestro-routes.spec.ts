import type { ServiceClient } from '@crescendo/service-kit';
import { apiRoutes } from '../../src/routes/api-routes.js';

// Issue 30 §2: the rest of Maestro IA's routes, registered and documented like every contract route.
const noClient = undefined as unknown as ServiceClient;

async function documentedOperations() {
  const { buildOpenApi } = await import('../../src/http/openapi.js');
  const doc = buildOpenApi(apiRoutes(noClient), 'http://localhost:8080') as {
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; security: unknown[]; 'x-roles'?: string[]; requestBody?: unknown }
      >
    >;
  };
  return (path: string, method: string) => doc.paths[`/api/v1${path}`]?.[method];
}

describe('the Maestro IA routes of lesson ideas and competency comments (issue 30 §2)', () => {
  it('are documented in the OpenAPI document, guarded, for the school’s staff (groups decides the group)', async () => {
    const operation = await documentedOperations();
    const staff = { security: [{ bearer: [] }], 'x-roles': ['admin', 'teacher'] };
    expect(operation('/maestro/groups/{groupId}/lesson-ideas', 'post')).toMatchObject({
      operationId: 'createMaestroLessonIdeas',
      ...staff,
    });
    expect(operation('/maestro/groups/{groupId}/lesson-ideas', 'get')).toMatchObject({
      operationId: 'listMaestroLessonIdeas',
      ...staff,
    });
    expect(operation('/maestro/lesson-ideas/{lessonIdeasId}/keep', 'post')).toMatchObject({
      operationId: 'keepMaestroLessonIdeas',
      ...staff,
    });
    expect(operation('/maestro/lesson-ideas/{lessonIdeasId}', 'delete')).toMatchObject({
      operationId: 'discardMaestroLessonIdeas',
      ...staff,
    });
    // A comment draft may be about one competency: the body documents it.
    const comments = operation('/maestro/groups/{groupId}/terms/{termId}/comment-drafts', 'post');
    expect(JSON.stringify(comments?.requestBody)).toContain('competency');
  });
});
