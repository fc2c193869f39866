import http from 'node:http';

/** What the bench reads of a dashboard page. */
export interface DashboardPage {
  schools: Array<{ id: string; name: string; practiceMinutes: { withheld: boolean; value?: number | null } }>;
  nextCursor: string | null;
}

/**
 * `GET /api/v1/board/dashboard` page after page until the last, over one keep-alive agent: the whole board,
 * as a board's administrator scrolling its dashboard to the end ('Charger plus') reads it.
 */
export function dashboardWalker(baseUrl: string, token: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const page = (cursor: string | null) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      http
        .get(
          `${baseUrl}/api/v1/board/dashboard${query}`,
          { agent, headers: { authorization: `Bearer ${token}` } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
  return {
    /** Every page, or null on the first answer that is not 200. */
    async walk(): Promise<DashboardPage[] | null> {
      const pages: DashboardPage[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await page(cursor);
        if (status !== 200) return null;
        const parsed = JSON.parse(body) as DashboardPage;
        pages.push(parsed);
        cursor = parsed.nextCursor;
      } while (cursor);
      return pages;
    },
    close: () => agent.destroy(),
  };
}
