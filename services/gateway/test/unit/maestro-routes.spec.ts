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

describe('the Maestro IA routes of practice plans (issue 30 §2)', () => {
  it('are documented, a student asking and listing their own, the group’s staff listing, keeping, discarding', async () => {
    const operation = await documentedOperations();
    const student = { security: [{ bearer: [] }], 'x-roles': ['student'] };
    const staff = { security: [{ bearer: [] }], 'x-roles': ['admin', 'teacher'] };
    expect(operation('/maestro/practice-plans', 'post')).toMatchObject({
      operationId: 'createMaestroPracticePlan',
      ...student,
    });
    expect(JSON.stringify(operation('/maestro/practice-plans', 'post')?.requestBody)).toContain('difficulty');
    expect(operation('/maestro/practice-plans/mine', 'get')).toMatchObject({
      operationId: 'listMyMaestroPracticePlans',
      ...student,
    });
    expect(operation('/maestro/groups/{groupId}/practice-plans', 'get')).toMatchObject({
      operationId: 'listMaestroGroupPracticePlans',
      ...staff,
    });
    expect(operation('/maestro/practice-plans/{practicePlanId}/keep', 'post')).toMatchObject({
      operationId: 'keepMaestroPracticePlan',
      ...staff,
    });
    expect(operation('/maestro/practice-plans/{practicePlanId}', 'delete')).toMatchObject({
      operationId: 'discardMaestroPracticePlan',
      ...staff,
    });
  });
});
