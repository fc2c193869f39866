import { freePort, serviceEnv, startBuiltProcess, type RunningProcess } from '@crescendo/testing';

/**
 * Issue 26 §3: one log line per HTTP answer with the request's correlation id — the caller's when acceptable,
 * given back in `x-correlation-id` — and the route pattern, never the raw URL (a query may hold a token).
 */
describe('access log', () => {
  let probe: RunningProcess;
  let url: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    probe = await startBuiltProcess({
      name: 'probe',
      script: 'libs/testing/dist/probe/probe-main.js',
      env: serviceEnv({ HTTP_PORT: String(port), LOG_LEVEL: 'info' }),
      readyUrl: `${url}/health/ready`,
      onOutput: (_, line) => lines.push(line),
    });
  });
  afterAll(() => probe?.stop());

  const accessLines = () =>
    lines.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === 'http' ? [entry] : [];
      } catch {
        return [];
      }
    });

  it('logs each answer with the caller’s correlation id and the route, never the query', async () => {
    const answer = await fetch(`${url}/somewhere/else?code=secret-code-123`, {
      headers: { 'x-correlation-id': 'classe-mus212-0001' },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-correlation-id')).toBe('classe-mus212-0001');
    for (
      let i = 0;
      i < 50 && !accessLines().some((entry) => entry.correlationId === 'classe-mus212-0001');
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [entry] = accessLines().filter((line) => line.correlationId === 'classe-mus212-0001');
    expect(entry).toMatchObject({ level: 'info', method: 'GET', route: 'unmatched', status: 404 });
    expect(JSON.stringify(accessLines())).not.toContain('secret-code-123');
  });

  it('makes its own id when the caller’s is not acceptable, and logs neither health nor metrics', async () => {
    const answer = await fetch(`${url}/health/live`, {
      headers: { 'x-correlation-id': 'pas acceptable: des espaces' },
    });
    expect(answer.status).toBe(200);
    const given = answer.headers.get('x-correlation-id')!;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(accessLines().some((entry) => entry.correlationId === given)).toBe(false);
  });
});
