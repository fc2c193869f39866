import { createNote, probeService, serviceEnv, testServiceClient } from '@crescendo/testing';
import { defineRequest } from '@crescendo/contracts';
import { z } from 'zod';
import { startService, type RunningService, type ServiceClient } from '../src/index.js';

const actor = {
  userId: crypto.randomUUID(),
  organizationId: crypto.randomUUID(),
  roles: ['teacher' as const],
};

describe('request/reply through the kit', () => {
  let running: RunningService;
  let client: ServiceClient;

  beforeAll(async () => {
    running = await startService(probeService, serviceEnv());
    const env = serviceEnv();
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX!, timeoutMs: 1500 });
  });
  afterAll(async () => {
    await client.close();
    await running.close();
  });

  it('answers a valid request with its typed data, stored in the service schema', async () => {
    const reply = await client.send(createNote, { text: 'gamme de do', delayMs: 0 }, actor);
    expect(reply.ok).toBe(true);
    const id = reply.ok ? reply.data.id : '';
    const rows = await running.infra.dataSource!.query(`SELECT organization_id FROM notes WHERE id = $1`, [
      id,
    ]);
    expect(rows).toEqual([{ organization_id: actor.organizationId }]);
  });

  it('refuses an invalid payload with the fields named, and stores nothing', async () => {
    const before = await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`);
    const reply = await client.send(createNote, { text: '', delayMs: 0 }, actor);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Les données envoyées sont invalides.',
        fields: { 'payload.text': expect.any(String) },
      },
    });
    const after = await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`);
    expect(after).toEqual(before);
  });

  it('fails fast with a clear error naming a service that is down', async () => {
    const nobody = defineRequest('absent.thing.get', z.object({}), z.object({}));
    const reply = await client.send(nobody, {}, actor, 1000);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'Le service « absent » est indisponible pour le moment. Réessayez dans quelques instants.',
      },
    });
  });

  it('turns a service that does not answer in time into a clear timeout error', async () => {
    const started = Date.now();
    const reply = await client.send(createNote, { text: 'lent', delayMs: 1000 }, actor, 200);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'TIMEOUT',
        message: 'Le service « probe » ne répond pas à temps. Réessayez dans quelques instants.',
      },
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('exposes liveness and readiness over HTTP', async () => {
    const live = await fetch(`${running.url}/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { postgres: { ok: true }, nats: { ok: true } },
    });
  });
});
