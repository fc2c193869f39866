import { createPrivateKey } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { SignJWT } from 'jose';
import { createNote, probeService, serviceEnv, testActorKeys, testServiceClient } from '@crescendo/testing';
import { actorToken, defineRequest } from '@crescendo/contracts';
import { z } from 'zod';
import { ServiceClient, startService, type RunningService } from '../src/index.js';

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

  it('hands the gateway a success as the bytes the service wrote, and an error as its envelope (issue 9.3)', async () => {
    const passed = await client.forward(createNote, { text: 'arpège', delayMs: 0 }, actor);
    if (!passed.ok) throw new Error('expected a success');
    expect(passed.body).toBeInstanceOf(Uint8Array);
    const data = JSON.parse(new TextDecoder().decode(passed.body)) as { id: string };
    const rows = await running.infra.dataSource!.query(`SELECT text FROM notes WHERE id = $1`, [data.id]);
    expect(rows).toEqual([{ text: 'arpège' }]);
    // The same reply read by a service: the data is there, parsed on use.
    const read = await client.send(createNote, { text: 'arpège encore', delayMs: 0 }, actor);
    expect(read).toMatchObject({ ok: true, data: { id: expect.any(String) } });
    const refused = await client.forward(createNote, { text: '', delayMs: 0 }, actor);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', messageKey: 'common.validation' },
    });
  });

  it('refuses an invalid payload with the fields named, and stores nothing', async () => {
    const before = await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`);
    const reply = await client.send(createNote, { text: '', delayMs: 0 }, actor);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Les données envoyées sont invalides.',
        messageKey: 'common.validation',
        fields: { 'payload.text': expect.any(String) },
        // zod's words travel as the issue, for the reader's language (decision 0018).
        fieldMessages: {
          'payload.text': { key: 'zod', params: expect.objectContaining({ code: 'too_small', minimum: 1 }) },
        },
      },
    });
    const after = await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`);
    expect(after).toEqual(before);
  });

  it('refuses, before the handler, an actor the gateway did not sign or whose token has expired', async () => {
    const env = serviceEnv();
    const nc = await connect({ servers: env.NATS_URL! });
    const key = createPrivateKey({ key: JSON.parse(testActorKeys().signingKey), format: 'jwk' });
    const past = Math.floor(Date.now() / 1000) - 600;
    const expired = await new SignJWT({ act: actor })
      .setProtectedHeader({ alg: actorToken.algorithm, typ: actorToken.type })
      .setIssuer(actorToken.issuer)
      .setAudience(actorToken.audience)
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(key);
    const before = await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`);
    try {
      for (const forged of [actor, expired]) {
        const packet = {
          pattern: createNote.subject,
          data: { actor: forged, payload: { text: 'x', delayMs: 0 } },
        };
        const reply = await nc.request(
          `${env.NATS_PREFIX}${createNote.subject}`,
          JSON.stringify({ ...packet, id: '1' }),
        );
        expect(reply.json<{ response: unknown }>().response).toMatchObject({
          ok: false,
          error: { code: 'UNAUTHENTICATED' },
        });
      }
    } finally {
      await nc.close();
    }
    expect(await running.infra.dataSource!.query(`SELECT count(*)::int AS n FROM notes`)).toEqual(before);
  });

  it('will not speak for an actor it neither received nor may sign', async () => {
    const env = serviceEnv();
    const service = new ServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX!, timeoutMs: 1500 });
    try {
      await expect(service.send(createNote, { text: 'x', delayMs: 0 }, actor)).rejects.toThrow(
        /the gateway alone signs actors/,
      );
    } finally {
      await service.close();
    }
  });

  it('fails fast with a clear error naming a service that is down', async () => {
    const nobody = defineRequest('absent.thing.get', z.object({}), z.object({}));
    const reply = await client.send(nobody, {}, actor, 1000);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'Le service « absent » est indisponible pour le moment. Réessayez dans quelques instants.',
        messageKey: 'common.down',
        params: { service: 'absent' },
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
        messageKey: 'common.timeout',
        params: { service: 'probe' },
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
