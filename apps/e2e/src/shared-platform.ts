import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Any module of Node's own: jest gives every test file a fresh module registry and global object, but Node's
// modules are the worker process's, one object for all its files. The platform is kept on it.
import processWide from 'node:v8';
import { startE2ePlatform, type E2ePlatform } from './platform.js';

const slot = Symbol.for('crescendo.e2e.sharedPlatform');
type Holder = { [slot]?: Promise<E2ePlatform> };

/**
 * The platform the journey files of this worker share, started by the first that asks and kept until the run
 * ends: each file then starts no platform of its own (about 40 s on CI's machine). Only for journeys that add
 * what they read and change nothing another file reads (apps/e2e/README.md). The worker ends without closing it:
 * its services see their parent gone and stop (runMain), and the journeys' global teardown stops the rest from
 * what `footprint()` wrote in `E2E_SHARED_PLATFORMS_DIR`.
 */
export function sharedPlatform(): Promise<E2ePlatform> {
  const holder = processWide as unknown as Holder;
  holder[slot] ??= startShared().catch((error: unknown) => {
    delete holder[slot];
    throw error;
  });
  return holder[slot];
}

async function startShared(): Promise<E2ePlatform> {
  const directory = process.env.E2E_SHARED_PLATFORMS_DIR;
  if (!directory)
    throw new Error('E2E_SHARED_PLATFORMS_DIR is unset: run the journeys with apps/e2e/jest.config.js');
  const platform = await startE2ePlatform();
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${process.pid}-${Date.now()}.json`), JSON.stringify(platform.footprint()));
  return platform;
}
