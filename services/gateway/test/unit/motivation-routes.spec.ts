import type { ServiceClient } from '@crescendo/service-kit';
import { apiRoutes } from '../../src/routes/api-routes.js';

// Issue 29 §4: concert sprints, badges and reflections, registered and documented like every contract route.
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

describe('the routes of concert sprints, badges and reflections (issue 29 §4)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    const staff = { security: [{ bearer: [] }], 'x-roles': ['admin', 'teacher'] };
    const student = { security: [{ bearer: [] }], 'x-roles': ['student'] };
    expect(operation('/reports/groups/{groupId}/sprint-events', 'get')).toMatchObject({
      operationId: 'listSprintEvents',
      ...staff,
    });
    expect(operation('/reports/groups/{groupId}/sprints', 'post')).toMatchObject({
      operationId: 'createSprint',
      ...staff,
    });
    expect(JSON.stringify(operation('/reports/groups/{groupId}/sprints', 'post')?.requestBody)).toContain(
      'occurrenceId',
    );
    expect(operation('/reports/groups/{groupId}/sprints', 'get')).toMatchObject({
      operationId: 'listGroupSprints',
      ...staff,
    });
    expect(operation('/reports/sprints/{sprintId}/end', 'post')).toMatchObject({
      operationId: 'endSprint',
      ...staff,
    });
    expect(operation('/reports/my-sprints', 'get')).toMatchObject({
      operationId: 'listMySprints',
      ...student,
    });
    expect(operation('/reports/groups/{groupId}/badges', 'post')).toMatchObject({
      operationId: 'grantBadge',
      ...staff,
    });
    expect(operation('/reports/groups/{groupId}/badges', 'get')?.operationId).toBe('listGroupBadges');
    expect(operation('/reports/badges/{badgeId}', 'delete')).toMatchObject({
      operationId: 'removeBadge',
      ...staff,
    });
    expect(operation('/reports/my-badges', 'get')).toMatchObject({ operationId: 'listMyBadges', ...student });
    expect(operation('/reports/practice-reports/{reportId}/reflection', 'put')).toMatchObject({
      operationId: 'saveReflection',
      ...student,
    });
    expect(
      JSON.stringify(operation('/reports/practice-reports/{reportId}/reflection', 'put')?.requestBody),
    ).toContain('strategy');
    expect(operation('/reports/groups/{groupId}/reflections/query', 'post')).toMatchObject({
      operationId: 'listGroupReflections',
      ...staff,
    });
    expect(operation('/reports/my-motivation', 'get')).toMatchObject({
      operationId: 'motivationStatus',
      ...student,
    });
  });
});
