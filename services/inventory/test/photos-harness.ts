import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actorHeader, photoPaths, type Actor, type InventoryPhoto } from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest, testActorSigner } from '@crescendo/testing';
import { createInventoryService } from '../src/inventory.service-definition.js';

/** What the photos' HTTP routes answer: the photo kept, or the refusal's error. */
export type PhotoAnswer = InventoryPhoto & { error: { code: string; message: string } };

/**
 * The inventory service with its photos on a folder of this test's own (INVENTORY_PHOTOS_DIR), the real identity
 * and groups beside it, and its photo routes called as the gateway calls them: the actor signed with the run's key
 * in `x-crescendo-actor`.
 */
export async function startPhotos() {
  const dir = mkdtempSync(join(tmpdir(), 'crescendo-inventory-photos-'));
  const schema = `inventory_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'inventory',
    beside: ['identity', 'groups'],
    env: { DEMO_MODE: 'false', INVENTORY_PHOTOS_DIR: dir },
    start: async (env) =>
      (await startService(createInventoryService({ schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  const signer = testActorSigner();
  const headersOf = async (actor: Actor, extra: Record<string, string> = {}) => ({
    [actorHeader]: await signer.sign(actor),
    ...extra,
  });
  return {
    ...harness,
    publishAsIdentity: harness.publishEvent,
    dir,
    /** A photo sent as the gateway forwards it. */
    async upload(
      actor: Actor,
      query: Record<string, string>,
      body: Uint8Array,
      contentType = 'image/jpeg',
    ): Promise<{ status: number; body: PhotoAnswer }> {
      const response = await fetch(
        `${harness.service.url}${photoPaths.upload}?${new URLSearchParams(query)}`,
        {
          method: 'POST',
          headers: await headersOf(actor, { 'content-type': contentType }),
          body,
        },
      );
      return { status: response.status, body: (await response.json()) as PhotoAnswer };
    },
    /** The image, as its reader gets it. */
    async view(actor: Actor, photoId: string) {
      const response = await fetch(`${harness.service.url}${photoPaths.content(photoId)}`, {
        headers: await headersOf(actor),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), bytes };
    },
    /** The files kept for a school: the photos' ids. */
    filesOf(organizationId: string): string[] {
      const folder = join(dir, organizationId);
      return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.part')) : [];
    },
    async close() {
      await harness.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PhotosHarness = Awaited<ReturnType<typeof startPhotos>>;

/** A small JPEG's bytes as a camera writes them: the magic number, then anything. */
export function jpegBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  for (let i = 11; i < size - 2; i += 1) bytes[i] = (i * 31) % 251;
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

/** A WebP's first bytes (RIFF … WEBP). */
export function webpBytes(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
  return bytes;
}
