import { z } from 'zod';
import {
  changeTeamMemberRoleRoute,
  defineHttpRoute,
  getMeRoute,
  joinGroupRoute,
  listGroupsRoute,
  updateGroupRoute,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import { apiRoutes, contractRoutes } from '../../src/routes/api-routes.js';

// Issue 9, point 1: one declaration per endpoint in the contracts, registered by one loop in the gateway.
const noClient = undefined as unknown as ServiceClient;

describe('the routes the gateway registers', () => {
  it('are every HTTP route of the contracts, once each, each forwarding a request or answered by the gateway', () => {
    const ids = contractRoutes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listGroups', 'updateProfile', 'createAssignment', 'getMe']));
    expect(apiRoutes(noClient).map(({ route }) => route.id)).toEqual(ids);
    const local = contractRoutes.filter((route) => !route.forwards).map((route) => route.id);
    expect(local).toEqual([getMeRoute.id]);
    const paths = contractRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answer with the reply of the request they forward, not a second schema', () => {
    for (const route of contractRoutes.filter((r) => r.forwards)) {
      expect([route.id, route.reply]).toEqual([route.id, route.forwards!.reply]);
    }
  });

  it('refuse to start with a route that nobody answers', () => {
    const orphan = defineHttpRoute({
      id: 'orphan',
      method: 'GET',
      path: '/orphan',
      summary: 'nobody answers',
      tag: 'test',
      reply: z.object({}),
    });
    expect(() => apiRoutes(noClient, [orphan])).toThrow('La route orphan ne transmet aucune requête');
  });
});

describe('a route’s payload', () => {
  const clientAddress = '203.0.113.9';

  it('merges params, query and body by default, the path winning', () => {
    expect(
      updateGroupRoute.payload({
        params: { groupId: 'g-1' },
        query: {},
        body: { name: 'Harmonie', groupId: 'autre' } as never,
        clientAddress,
      }),
    ).toEqual({ groupId: 'g-1', name: 'Harmonie' });
    expect(
      changeTeamMemberRoleRoute.payload({
        params: { userId: 'u-1' },
        query: {},
        body: { role: 'teacher' },
        clientAddress,
      }),
    ).toEqual({ userId: 'u-1', role: 'teacher' });
    expect(
      listGroupsRoute.payload({
        params: {},
        query: { includeArchived: true },
        body: undefined,
        clientAddress,
      }),
    ).toEqual({
      includeArchived: true,
    });
  });

  it('carries the client’s address where the route says so (wrong join codes are counted per address)', () => {
    expect(
      joinGroupRoute.payload({ params: {}, query: {}, body: { code: 'ABC123' }, clientAddress }),
    ).toEqual({
      code: 'ABC123',
      clientAddress,
    });
  });
});

/** The OpenAPI document's operation for a path under /api/v1 and a method, as the gateway publishes it. */
async function documentedOperations() {
  const { buildOpenApi } = await import('../../src/http/openapi.js');
  const doc = buildOpenApi(apiRoutes(noClient), 'http://localhost:8080') as {
    paths: Record<string, Record<string, { operationId: string; security: unknown[]; 'x-roles'?: string[] }>>;
  };
  return (path: string, method: string) => doc.paths[`/api/v1${path}`]?.[method];
}

describe('the finance routes (issue 13)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/purchases', 'get')).toMatchObject({
      operationId: 'listPurchases',
      security: [{ bearer: [] }],
    });
    expect(operation('/purchases', 'post')).toMatchObject({ 'x-roles': ['admin', 'teacher'] });
    expect(operation('/purchases/{purchaseId}/payment', 'post')?.operationId).toBe('payPurchase');
    expect(operation('/students/{studentId}/statement', 'get')?.operationId).toBe('renderStatement');
    expect(operation('/budgets/{schoolYear}', 'get')).toMatchObject({ 'x-roles': ['admin'] });
    expect(operation('/budget-entries/{entryId}/reversal', 'post')?.operationId).toBe('reverseBudgetEntry');
  });
});

describe('the inventory routes (issue 27)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/inventory/instruments', 'get')).toMatchObject({
      operationId: 'listInstruments',
      security: [{ bearer: [] }],
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/instruments', 'post')).toMatchObject({ 'x-roles': ['admin'] });
    expect(operation('/inventory/loans', 'get')?.operationId).toBe('listLoans');
    expect(operation('/inventory/scans', 'post')).toMatchObject({
      operationId: 'scanLoan',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/loans/{loanId}/return', 'post')?.operationId).toBe('returnLoan');
    // 'Imprimer les étiquettes' (issue 27 §2): the PDF in base64, for the school's staff.
    expect(operation('/inventory/labels', 'post')).toMatchObject({
      operationId: 'printLabels',
      'x-roles': ['admin', 'teacher'],
    });
  });

  it('document the scores: read by the school’s staff, written by its admins', async () => {
    const operation = await documentedOperations();
    expect(operation('/inventory/scores', 'get')).toMatchObject({
      operationId: 'listScores',
      security: [{ bearer: [] }],
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/scores/{scoreId}', 'get')).toMatchObject({
      operationId: 'getScore',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/scores', 'post')).toMatchObject({
      operationId: 'addScore',
      'x-roles': ['admin'],
    });
    expect(operation('/inventory/scores/{scoreId}', 'put')).toMatchObject({
      operationId: 'updateScore',
      'x-roles': ['admin'],
    });
    expect(operation('/inventory/scores/{scoreId}', 'delete')).toMatchObject({
      operationId: 'deleteScore',
      'x-roles': ['admin'],
    });
  });

  it('document the uniforms: read by the school’s staff, written by its admins', async () => {
    const operation = await documentedOperations();
    expect(operation('/inventory/uniforms', 'get')).toMatchObject({
      operationId: 'listUniforms',
      security: [{ bearer: [] }],
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/uniforms/{uniformId}', 'get')).toMatchObject({
      operationId: 'getUniform',
      'x-roles': ['admin', 'teacher'],
    });
    for (const [path, method, operationId] of [
      ['/inventory/uniforms', 'post', 'addUniform'],
      ['/inventory/uniforms/{uniformId}', 'put', 'updateUniform'],
      ['/inventory/uniforms/{uniformId}', 'delete', 'deleteUniform'],
    ] as const)
      expect(operation(path, method)).toMatchObject({ operationId, 'x-roles': ['admin'] });
    expect(operation('/inventory/uniform-loans', 'get')?.operationId).toBe('listUniformLoans');
    expect(operation('/inventory/uniform-loans', 'post')).toMatchObject({
      operationId: 'lendUniform',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/inventory/uniform-loans/{loanId}/return', 'post')).toMatchObject({
      operationId: 'returnUniformLoan',
      'x-roles': ['admin', 'teacher'],
    });
  });
});

describe('the Maestro IA routes (issue 30)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/maestro/status', 'get')).toMatchObject({
      operationId: 'getMaestroStatus',
      security: [{ bearer: [] }],
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/maestro/bilans', 'post')).toMatchObject({
      operationId: 'createBilan',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/maestro/drafts/{draftId}', 'put')?.operationId).toBe('editMaestroDraft');
    expect(operation('/maestro/drafts/{draftId}/approve', 'post')?.operationId).toBe('approveMaestroDraft');
  });
});

describe('the planning routes (issue 28)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/planning/occurrences', 'get')).toMatchObject({
      operationId: 'listPlanningOccurrences',
      security: [{ bearer: [] }],
    });
    expect(operation('/planning/events', 'post')).toMatchObject({
      operationId: 'addPlanningEvent',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/planning/events/{eventId}', 'put')?.operationId).toBe('updatePlanningEvent');
    expect(operation('/planning/events/{eventId}/cancel', 'post')?.operationId).toBe('cancelPlanningEvent');
    // Before saving, what the event would collide with (issue 28 §5): who may write it may ask.
    expect(operation('/planning/events/conflicts', 'post')).toMatchObject({
      operationId: 'findPlanningConflicts',
      'x-roles': ['admin', 'teacher'],
    });
    // A 'Sortie''s consents (issue 28 §6): asked and read by its managers, staff only.
    expect(operation('/planning/events/{eventId}/consents', 'post')).toMatchObject({
      operationId: 'requestPlanningTripConsents',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/planning/events/{eventId}/consents', 'get')).toMatchObject({
      operationId: 'listPlanningTripConsents',
      'x-roles': ['admin', 'teacher'],
    });
    // 'Facturer la sortie': its deposit and balance on the students' ledgers, by its managers.
    expect(operation('/planning/events/{eventId}/charges', 'post')).toMatchObject({
      operationId: 'chargePlanningTrip',
      'x-roles': ['admin', 'teacher'],
    });
    // 'Matériel réservé' (issue 28 §7): who may edit the event; the inventory reserves as the actor.
    expect(operation('/planning/events/{eventId}/equipment', 'get')).toMatchObject({
      operationId: 'getPlanningEventEquipment',
      'x-roles': ['admin', 'teacher'],
    });
    expect(operation('/planning/events/{eventId}/equipment', 'put')).toMatchObject({
      operationId: 'replacePlanningEventEquipment',
      'x-roles': ['admin', 'teacher'],
    });
    // An instrument's upcoming reservations, in its details: the school's staff.
    expect(operation('/inventory/instruments/{instrumentId}/reservations', 'get')).toMatchObject({
      operationId: 'listInstrumentReservations',
      'x-roles': ['admin', 'teacher'],
    });
  });
});

describe('the imported calendars routes (issue 28 §4)', () => {
  it('are documented in the OpenAPI document: an admin imports and deletes, everyone of the school reads', async () => {
    const operation = await documentedOperations();
    expect(operation('/planning/calendars', 'post')).toMatchObject({
      operationId: 'importPlanningCalendar',
      'x-roles': ['admin'],
    });
    expect(operation('/planning/calendars/from-url', 'post')).toMatchObject({
      operationId: 'importPlanningCalendarFromUrl',
      'x-roles': ['admin'],
    });
    expect(operation('/planning/calendars/{calendarId}/refresh', 'post')).toMatchObject({
      operationId: 'refreshPlanningCalendar',
      'x-roles': ['admin'],
    });
    expect(operation('/planning/calendars', 'get')?.operationId).toBe('listPlanningCalendars');
    expect(operation('/planning/calendars/{calendarId}', 'delete')).toMatchObject({
      operationId: 'deletePlanningCalendar',
      'x-roles': ['admin'],
    });
    expect(operation('/planning/imported-days', 'get')).toMatchObject({
      operationId: 'listPlanningImportedDays',
      security: [{ bearer: [] }],
    });
  });
});

describe('the reports routes (issue 29)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/reports/terms', 'get')).toMatchObject({
      operationId: 'listReportTerms',
      security: [{ bearer: [] }],
    });
    expect(operation('/reports/terms/{schoolYear}', 'put')).toMatchObject({ 'x-roles': ['admin'] });
    expect(operation('/reports/comments', 'post')).toMatchObject({ 'x-roles': ['admin', 'teacher'] });
    expect(operation('/reports/groups/{groupId}/terms/{termId}/report-cards', 'get')?.operationId).toBe(
      'listGroupReportCards',
    );
    expect(
      operation('/reports/groups/{groupId}/terms/{termId}/students/{studentId}/report-card', 'put'),
    ).toMatchObject({ operationId: 'saveReportCard', 'x-roles': ['admin', 'teacher'] });
    expect(operation('/reports/report-cards/{reportCardId}/publish', 'post')?.operationId).toBe(
      'publishReportCard',
    );
    expect(operation('/reports/my-report-cards', 'get')).toMatchObject({ 'x-roles': ['student'] });
    expect(operation('/reports/report-cards/{reportCardId}/pdf', 'get')?.operationId).toBe(
      'renderReportCard',
    );
  });
});

describe('the goals routes (issue 29 §4)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/reports/groups/{groupId}/goals', 'post')).toMatchObject({
      operationId: 'createGroupGoal',
      'x-roles': ['admin', 'teacher'],
      security: [{ bearer: [] }],
    });
    expect(operation('/reports/groups/{groupId}/goals', 'get')?.operationId).toBe('listGroupGoals');
    expect(operation('/reports/goals/{goalId}', 'delete')?.operationId).toBe('removeGroupGoal');
    expect(operation('/reports/my-goals', 'get')).toMatchObject({ 'x-roles': ['student'] });
  });
});

describe('the messaging routes (issue 12)', () => {
  it('are documented in the OpenAPI document, guarded, with the roles the gateway checks', async () => {
    const operation = await documentedOperations();
    expect(operation('/messages', 'get')).toMatchObject({
      operationId: 'listMessages',
      security: [{ bearer: [] }],
    });
    expect(operation('/messages', 'post')?.operationId).toBe('sendMessage');
    expect(operation('/messages/{messageId}', 'delete')).toMatchObject({ 'x-roles': ['admin', 'teacher'] });
    expect(operation('/messages/read', 'post')?.operationId).toBe('markMessagesRead');
    expect(operation('/messages/unread', 'get')?.operationId).toBe('getUnreadMessages');
    expect(operation('/messages/audit', 'get')).toMatchObject({ 'x-roles': ['admin'] });
    expect(operation('/announcements', 'post')).toMatchObject({ 'x-roles': ['admin', 'teacher'] });
    expect(operation('/course-notes/{noteId}', 'patch')?.operationId).toBe('updateCourseNote');
  });
});

describe("the privacy officer's routes (issue 31 §6)", () => {
  it('are documented: the settings guarded for administrators, the published one public', async () => {
    const operation = await documentedOperations();
    expect(operation('/privacy/officer/settings', 'get')).toMatchObject({
      operationId: 'getPrivacyOfficer',
      'x-roles': ['admin', 'board-admin'],
      security: [{ bearer: [] }],
    });
    expect(operation('/privacy/officer/settings', 'put')?.operationId).toBe('setPrivacyOfficer');
    expect(operation('/privacy/officer/settings', 'delete')?.operationId).toBe('clearPrivacyOfficer');
    const published = operation('/privacy/officer', 'get');
    expect(published?.operationId).toBe('getPublishedPrivacyOfficer');
    expect(published?.security ?? []).toEqual([]);
  });
});

describe("the privacy requests' routes (issue 31 §6)", () => {
  it("are documented, guarded, for the school's and the board's administrators", async () => {
    const operation = await documentedOperations();
    expect(operation('/privacy/requests', 'get')).toMatchObject({
      operationId: 'listPrivacyRequests',
      'x-roles': ['admin', 'board-admin'],
      security: [{ bearer: [] }],
    });
    expect(operation('/privacy/requests', 'post')?.operationId).toBe('recordPrivacyRequest');
    expect(operation('/privacy/requests/{requestId}/extension', 'post')?.operationId).toBe(
      'extendPrivacyRequest',
    );
    expect(operation('/privacy/requests/{requestId}/answer', 'post')?.operationId).toBe(
      'answerPrivacyRequest',
    );
    expect(operation('/privacy/body', 'put')).toMatchObject({
      operationId: 'setPrivacyBody',
      'x-roles': ['admin'],
    });
  });
});

describe("the incident register's routes (issue 31 §6)", () => {
  it("are documented and guarded: the board's administrator reads, the school's writes", async () => {
    const operation = await documentedOperations();
    expect(operation('/privacy/incidents', 'get')).toMatchObject({
      operationId: 'listPrivacyIncidents',
      'x-roles': ['admin', 'board-admin'],
      security: [{ bearer: [] }],
    });
    expect(operation('/privacy/incidents', 'post')).toMatchObject({
      operationId: 'recordPrivacyIncident',
      'x-roles': ['admin'],
    });
    expect(operation('/privacy/incidents/{incidentId}', 'put')).toMatchObject({
      operationId: 'updatePrivacyIncident',
      'x-roles': ['admin'],
    });
  });
});

describe("the read log's routes (issue 31 §4)", () => {
  it("are documented and guarded: the board's administrator reads, the school's marks entries examined", async () => {
    const operation = await documentedOperations();
    expect(operation('/privacy/reads', 'get')).toMatchObject({
      operationId: 'listReadLog',
      'x-roles': ['admin', 'board-admin'],
      security: [{ bearer: [] }],
    });
    expect(operation('/privacy/read-reviews', 'get')).toMatchObject({
      operationId: 'listReadReviews',
      'x-roles': ['admin', 'board-admin'],
    });
    expect(operation('/privacy/read-reviews/{reviewId}/reviewed', 'post')).toMatchObject({
      operationId: 'markReadReviewed',
      'x-roles': ['admin'],
    });
  });
});
