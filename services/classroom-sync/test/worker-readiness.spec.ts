import { ImportWorker } from '../src/import/import-worker.js';
import { startClassroom, type ClassroomHarness } from './classroom-harness.js';

/**
 * The worker process answers no request: it is ready only while its queues' consumers fetch jobs, so that
 * neither Kubernetes nor `npm start` counts on a worker whose consumer has stopped.
 */
describe('the worker process is ready while its consumers fetch jobs', () => {
  let h: ClassroomHarness;

  beforeAll(async () => {
    h = await startClassroom({ accounts: [] });
  }, 60_000);
  afterAll(() => h?.close());

  const readiness = async () => {
    const response = await fetch(`${h.inProcessWorkers[0]!.url}/health/ready`);
    return {
      status: response.status,
      body: (await response.json()) as { checks: Record<string, { ok: boolean }> },
    };
  };

  it('reports each queue it consumes', async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body.checks).toMatchObject({
      'queue:classroom-import': { ok: true },
      'queue:classroom-grades': { ok: true },
      'queue:classroom-roster-resync': { ok: true },
      'queue:classroom-calendar': { ok: true },
    });
  });

  it('is not ready once a consumer has stopped', async () => {
    const worker = h.inProcessWorkers[0]!.app.get(ImportWorker);
    await worker.onModuleDestroy();
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body.checks['queue:classroom-import']).toEqual({ ok: false });
    expect(body.checks['queue:classroom-grades']).toEqual({ ok: true });
  });
});
