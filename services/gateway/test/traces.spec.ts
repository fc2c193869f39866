import { randomBytes } from 'node:crypto';
import { startPlatform, testRunEnv, eventually } from '@crescendo/testing';
import { startMailCatcher } from '@crescendo/mail-catcher';
import { callApi, signUp, type OwnPlatform } from './own-platform.js';
import { spanKind, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';

/**
 * Issue 26 §3/§7: one request traced from the browser's `traceparent` through the gateway, NATS (the
 * `traceparent` header of the request message) and groups to PostgreSQL, exported over OTLP/HTTP to a
 * receiver of the test's own; and the gateway's access log names the request's correlation id and trace id.
 */
describe('a request traced from the browser to PostgreSQL', () => {
  let receiver: OtlpReceiver;
  let platform: OwnPlatform;
  const gatewayLines: string[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // Spans sent every 100 ms rather than every 5 s.
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
    const run = testRunEnv();
    platform = await startPlatform({
      startMail: startMailCatcher,
      services: ['identity', 'groups'],
      databaseUrl: run.databaseUrl,
      natsPrefix: run.natsPrefix,
      schemaSuffix: run.schemaSuffix,
      redisUrl: run.redisUrl,
      redisPrefix: `${run.redisPrefix}${randomBytes(3).toString('hex')}:`,
      demo: false,
      env: { gateway: { ...traced, LOG_LEVEL: 'info' }, groups: traced },
      onOutput: (name, line) => {
        if (name === 'gateway') gatewayLines.push(line);
        if (process.env.TEST_LOG_LEVEL) process.stderr.write(`${name}│ ${line}\n`);
      },
    });
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
    await receiver?.close();
  });

  it('gives the gateway’s server span, its NATS request, groups’ handling and its queries one trace id', async () => {
    const teacher = await signUp(platform);
    expect(
      (await callApi(platform, 'POST', '/organizations', teacher, { name: 'École', role: 'teacher' })).status,
    ).toBe(201);
    expect((await callApi(platform, 'POST', '/groups', teacher, { name: 'MUS212 — Harmonie' })).status).toBe(
      201,
    );

    // The browser's own span, as a traced front end would send it.
    const [browserTrace, browserSpan] = [randomBytes(16).toString('hex'), randomBytes(8).toString('hex')];
    const answer = await fetch(`${platform.origin}/api/v1/groups`, {
      headers: { authorization: `Bearer ${teacher}`, traceparent: `00-${browserTrace}-${browserSpan}-01` },
    });
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { groups: { name: string }[] }).groups.map((group) => group.name),
    ).toEqual(['MUS212 — Harmonie']);

    const isQuery = (span: ReceivedSpan) =>
      span.service === 'groups' &&
      (span.attributes['db.system'] ?? span.attributes['db.system.name']) === 'postgresql';
    const spans = await eventually(
      async () => receiver.spans.filter((span) => span.traceId === browserTrace),
      (found) =>
        found.some((span) => span.service === 'gateway' && span.kind === spanKind.server) &&
        found.some((span) => span.service === 'groups' && span.name === 'process groups.group.list') &&
        found.some(isQuery),
      30_000,
    );

    const server = spans.find((span) => span.service === 'gateway' && span.kind === spanKind.server)!;
    expect(server).toMatchObject({ name: 'GET /api/v1/groups', parentSpanId: browserSpan });
    expect(server.attributes['http.route']).toBe('/api/v1/groups');
    const sent = spans.find((span) => span.service === 'gateway' && span.name === 'send groups.group.list')!;
    expect(sent).toMatchObject({ kind: spanKind.client, parentSpanId: server.spanId });
    expect(sent.attributes['messaging.system']).toBe('nats');
    const handled = spans.find((span) => span.name === 'process groups.group.list')!;
    expect(handled).toMatchObject({ service: 'groups', kind: spanKind.server, parentSpanId: sent.spanId });
    // groups' queries for the list, each inside its handling.
    const queries = spans.filter(isQuery);
    expect(queries.length).toBeGreaterThan(0);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestorsOf = (span: ReceivedSpan): string[] => {
      const parent = byId.get(span.parentSpanId);
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : [];
    };
    for (const query of queries) expect(ancestorsOf(query)).toContain(handled.spanId);
    // Never a raw path nor a value in a span: the route pattern and the statement's text.
    expect(JSON.stringify(spans)).not.toContain(teacher);

    // The gateway's access log: the request's correlation id (given back to the caller) and its trace id.
    const correlationId = answer.headers.get('x-correlation-id');
    const access = await eventually(
      async () =>
        gatewayLines
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((line) => line.msg === 'http' && line.correlationId === correlationId),
      (line) => line !== undefined,
    );
    expect(access).toMatchObject({ route: '/api/v1/groups', status: 200, traceId: browserTrace });
    expect(server.attributes['crescendo.correlation_id']).toBe(correlationId);
  }, 90_000);

  it('starts a trace of its own for a request that carries none', async () => {
    const answer = await fetch(`${platform.origin}/api/v1/groups/00000000-0000-4000-8000-000000000000`);
    expect(answer.status).toBe(401);
    const correlationId = answer.headers.get('x-correlation-id');
    const server = await eventually(
      async () =>
        receiver.spans.find(
          (span) =>
            span.service === 'gateway' && span.attributes['crescendo.correlation_id'] === correlationId,
        ),
      (span) => span !== undefined,
    );
    expect(server).toMatchObject({
      name: 'GET /api/v1/groups/:groupId',
      kind: spanKind.server,
      parentSpanId: '',
    });
    expect(server!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(
      receiver.spans
        .filter((span) => span.traceId === server!.traceId)
        .every((span) => span.service === 'gateway'),
    ).toBe(true);
  }, 30_000);
});
