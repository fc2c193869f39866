import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Module } from '@nestjs/common';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import {
  getGroup,
  joinGroup,
  listGroups,
  moveGroupMember,
  resolveActor,
  updateGroup,
  type Actor,
  type Group,
} from '@crescendo/contracts';
import {
  AppException,
  Handles,
  startService,
  type RunningService,
  type ServiceDefinition,
} from '@crescendo/service-kit';
import { OwnNatsServer, serviceEnv } from '@crescendo/testing';
import { gatewayService } from '../src/gateway.service-definition.js';

/**
 * The HTTP mapping of /api/v1/groups: what the gateway accepts, what it puts on NATS, how it maps the
 * reply. The groups service's own rules are tested in services/groups over NATS; here, on the test's own
 * NATS server, two stand-ins answer with the contracts' schemas: identity's actor resolution (the token
 * is signed by a key the test publishes as the provider's JWKS) and the groups subjects, which record
 * what reached them.
 */
const issuerBase = 'http://idp.test';
const organizationId = randomUUID();
const roleBySubject = new Map<string, 'teacher' | 'student'>();
const received: Array<{ subject: string; payload: unknown; actor: Actor | null }> = [];

function sampleGroup(id: string): Group {
  const now = new Date().toISOString();
  return {
    id,
    name: 'MUS212 — Harmonie',
    description: null,
    teacherId: randomUUID(),
    studentIds: [],
    studentCount: 0,
    organizationId,
    connectionCode: 'ABC123',
    source: 'manual',
    externalId: null,
    importedAt: null,
    schoolYear: '2026-2027',
    archived: false,
    createdAt: now,
    updatedAt: now,
  };
}

@Controller()
class StandIns {
  @Handles(resolveActor)
  async resolve(payload: { subject: string; email: string }) {
    const role = roleBySubject.get(payload.subject) ?? 'teacher';
    const userId = payload.subject;
    return {
      actor: { userId, organizationId, roles: [role] },
      me: {
        id: userId,
        email: payload.email,
        firstName: 'Ada',
        lastName: 'Test',
        role,
        organizationId,
        instrument: null,
        settings: { language: 'fr' as const, currency: 'CAD' as const },
      },
    };
  }

  @Handles(listGroups)
  async list(payload: unknown, actor: Actor | null) {
    received.push({ subject: listGroups.subject, payload, actor });
    return { groups: [sampleGroup(randomUUID())], canCreateSampleGroups: false };
  }

  @Handles(updateGroup)
  async update(payload: { groupId: string }, actor: Actor | null) {
    received.push({ subject: updateGroup.subject, payload, actor });
    return sampleGroup(payload.groupId);
  }

  @Handles(getGroup)
  async get(payload: unknown, actor: Actor | null): Promise<Group> {
    received.push({ subject: getGroup.subject, payload, actor });
    throw new AppException('NOT_FOUND', 'Groupe introuvable.');
  }

  @Handles(joinGroup)
  async join(payload: { code: string }, actor: Actor | null) {
    received.push({ subject: joinGroup.subject, payload, actor });
    return sampleGroup(randomUUID());
  }

  @Handles(moveGroupMember)
  async move(payload: { groupId: string; toGroupId: string }, actor: Actor | null) {
    received.push({ subject: moveGroupMember.subject, payload, actor });
    return { from: sampleGroup(payload.groupId), to: sampleGroup(payload.toGroupId) };
  }
}

@Module({ controllers: [StandIns] })
class StandInModule {}
const standIns: ServiceDefinition = { name: 'stand-ins', module: () => StandInModule };

describe('gateway: /api/v1/groups over NATS', () => {
  let nats: OwnNatsServer;
  let jwks: Server;
  let key: CryptoKey;
  let gateway: RunningService;
  let others: RunningService;
  let dist: string;

  async function token(role: 'teacher' | 'student'): Promise<string> {
    const subject = randomUUID();
    roleBySubject.set(subject, role);
    return new SignJWT({ email: `${subject.slice(0, 8)}@ecole.test`, azp: 'crescendo-web' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(`${issuerBase}/realms/crescendo`)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  async function api(method: string, path: string, bearer?: string, body?: unknown) {
    const response = await fetch(`${gateway.url}/api/v1${path}`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const address = jwks.address();
    const jwksBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    nats = await OwnNatsServer.start();
    dist = mkdtempSync(join(tmpdir(), 'crescendo-web-'));
    const env = serviceEnv({
      NATS_URL: nats.url,
      OIDC_URL: issuerBase,
      OIDC_INTERNAL_URL: jwksBase,
      WEB_DIST_DIR: dist,
      RATE_LIMIT_PER_MINUTE: '1000',
    });
    others = await startService(standIns, env);
    gateway = (await startService(gatewayService, env)) as unknown as RunningService;
  });
  afterAll(async () => {
    await gateway?.close();
    await others?.close();
    await nats?.destroy();
    await new Promise((resolve) => jwks?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => received.splice(0));

  it('knows every groups route, and guards each one', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/groups'],
      ['POST', '/groups'],
      ['POST', '/groups/join'],
      ['POST', '/groups/sample-groups'],
      ['GET', `/groups/${id}`],
      ['PATCH', `/groups/${id}`],
      ['DELETE', `/groups/${id}`],
      ['PUT', `/groups/${id}/archived`],
      ['POST', `/groups/${id}/connection-code`],
      ['GET', `/groups/${id}/students`],
      ['DELETE', `/groups/${id}/students/${id}`],
      ['POST', `/groups/${id}/students/${id}/move`],
    ]) {
      const answer = await api(method!, path!);
      expect([method, path, answer.status, answer.body.error.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
    expect(received).toEqual([]);
  });

  it('passes the query, the signed-in actor, and answers 200 with the reply', async () => {
    const bearer = await token('teacher');
    const answer = await api('GET', '/groups?includeArchived=true', bearer);
    expect(answer.status).toBe(200);
    expect(answer.body.groups).toHaveLength(1);
    expect(received).toEqual([
      {
        subject: 'groups.group.list',
        payload: { includeArchived: true },
        actor: { userId: expect.any(String), organizationId, roles: ['teacher'] },
      },
    ]);
  });

  it('merges the path and the body into one request', async () => {
    const bearer = await token('teacher');
    const groupId = randomUUID();
    const studentId = randomUUID();
    const toGroupId = randomUUID();
    const patched = await api('PATCH', `/groups/${groupId}`, bearer, { name: ' Chorale ' });
    expect(patched.status).toBe(200);
    const moved = await api('POST', `/groups/${groupId}/students/${studentId}/move`, bearer, { toGroupId });
    expect(moved.status).toBe(201);
    expect(received.map(({ subject, payload }) => [subject, payload])).toEqual([
      ['groups.group.update', { groupId, name: 'Chorale' }],
      ['groups.membership.move', { groupId, studentId, toGroupId }],
    ]);
  });

  it('refuses a blank name and a malformed id at the edge, in French, without asking the service', async () => {
    const bearer = await token('teacher');
    const blank = await api('POST', '/groups', bearer, { name: '   ' });
    expect(blank).toEqual({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Les données envoyées sont invalides.',
          fields: { name: 'Le nom du groupe est requis.' },
        },
      },
    });
    expect((await api('GET', '/groups/pas-un-uuid', bearer)).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('keeps students out of the staff routes, and lets them join', async () => {
    const bearer = await token('student');
    const create = await api('POST', '/groups', bearer, { name: 'Jazz' });
    expect(create).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    const join = await api('POST', '/groups/join', bearer, { code: 'abc123' });
    expect(join.status).toBe(201);
    expect(received.map((r) => r.subject)).toEqual(['groups.membership.join']);
  });

  it('maps the service’s error to its status with its French message', async () => {
    const bearer = await token('teacher');
    const answer = await api('GET', `/groups/${randomUUID()}`, bearer);
    expect(answer).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Groupe introuvable.' } },
    });
  });

  it('describes the groups routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${gateway.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.paths['/api/v1/groups/{groupId}/students/{studentId}/move'].post.operationId).toBe(
      'moveGroupMember',
    );
  });
});
