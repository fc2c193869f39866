/** One signed-in person's calls to the platform's API (`/api/v1`), JSON in and out; any other status throws. */
export interface ApiClient {
  post<T>(path: string, body: unknown, expected?: number): Promise<T>;
  get<T>(path: string): Promise<T>;
  upload<T>(path: string, bytes: Uint8Array, contentType: string): Promise<T>;
  /** A document's bytes (a zip), 200 expected. */
  download(path: string): Promise<Uint8Array>;
}

export function apiClient(origin: string, token: string): ApiClient {
  const call = async <T>(path: string, init: RequestInit, expected: number): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    if (response.status !== expected)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    post: (path, body, expected = 201) =>
      call(
        path,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        expected,
      ),
    get: (path) => call(path, {}, 200),
    upload: (path, bytes, contentType) =>
      call(path, { method: 'POST', headers: { 'content-type': contentType }, body: bytes }, 201),
    async download(path) {
      const response = await fetch(`${origin}/api/v1${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200)
        throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** Runs `task` for 0..count-1 with at most `inFlight` at once, answers in order. */
export async function inTurns<T>(
  count: number,
  inFlight: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return results;
}
