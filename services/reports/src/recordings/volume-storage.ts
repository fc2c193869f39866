import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, RecordingStorage } from './recording-storage.js';

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/**
 * Recordings on a volume (`REPORTS_RECORDINGS_DIR`): one file per recording under its school's folder. A file
 * is written under a temporary name and renamed once complete, so a reader never sees half of one and a
 * failed upload leaves nothing.
 */
export class VolumeRecordingStorage implements RecordingStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async write(key: string, source: Readable): Promise<{ bytes: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { bytes: (await stat(path)).size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  private pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`clé d’enregistrement invalide : ${key.slice(0, 80)}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('clé hors du dossier des enregistrements');
    return path;
  }
}
