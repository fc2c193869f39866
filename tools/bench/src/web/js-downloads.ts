import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface JsDownload {
  path: string;
  gzipBytes: number;
}

/**
 * Every JavaScript file the page downloads from now on, each gzipped here (zlib's default level, as a
 * server would) from the decoded body, whatever encoding the server used on the wire.
 */
export function recordJs(page: Page): () => Promise<JsDownload[]> {
  const pending: Promise<JsDownload | null>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => ({ path: url.pathname, gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((d): d is JsDownload => d !== null);
}

export const kb = (bytes: number) => bytes / 1024;
export const sumBytes = (downloads: JsDownload[]) => downloads.reduce((sum, d) => sum + d.gzipBytes, 0);
