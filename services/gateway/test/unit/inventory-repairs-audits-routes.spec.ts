import type { ServiceClient } from '@crescendo/service-kit';
import { apiRoutes } from '../../src/routes/api-routes.js';

// Issue 27 §6: an instrument's details, its repair log and the physical inventories, documented in the OpenAPI
// document the gateway builds from the route lists, for the school's staff (the services check again).
const noClient = undefined as unknown as ServiceClient;

async function documentedOperations() {
  const { buildOpenApi } = await import('../../src/http/openapi.js');
  const doc = buildOpenApi(apiRoutes(noClient), 'http://localhost:8080') as {
    paths: Record<string, Record<string, { operationId: string; security: unknown[]; 'x-roles'?: string[] }>>;
  };
  return (path: string, method: string) => doc.paths[`/api/v1${path}`]?.[method];
}

describe('the inventory’s repair and audit routes (issue 27 §6)', () => {
  it('are documented, guarded, for the school’s staff', async () => {
    const operation = await documentedOperations();
    const staff = { security: [{ bearer: [] }], 'x-roles': ['admin', 'teacher'] };
    for (const [path, method, operationId] of [
      ['/inventory/instruments/{instrumentId}', 'get', 'getInstrument'],
      ['/inventory/instruments/{instrumentId}/repairs', 'get', 'listRepairs'],
      ['/inventory/instruments/{instrumentId}/repairs', 'post', 'sendToRepair'],
      ['/inventory/repairs/{repairId}/complete', 'post', 'completeRepair'],
      ['/inventory/audits', 'get', 'listAudits'],
      ['/inventory/audits', 'post', 'startAudit'],
      ['/inventory/audits/{auditId}', 'get', 'getAudit'],
      ['/inventory/audits/{auditId}/items', 'get', 'listAuditItems'],
      ['/inventory/audits/{auditId}/scans', 'post', 'scanAudit'],
      ['/inventory/audits/{auditId}/finish', 'post', 'finishAudit'],
    ] as const)
      expect([path, method, operation(path, method)]).toEqual([
        path,
        method,
        expect.objectContaining({ operationId, ...staff }),
      ]);
  });
});
