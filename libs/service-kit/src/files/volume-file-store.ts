import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A part of a stored file, both ends included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A service's files (recordings' audio, inventory photos) by key: `<organisation>/<file>`, both uuids, so that
 * no path can be smuggled in and a school's files sit in one folder.
 */
export interface FileStore {
  /**
   * Writes the stream under the key, whole or not at all: a stream that fails (too large, the wrong kind, the
   * connection cut) leaves nothing behind. Answers the bytes written.
   */
  write(key: string, source: Readable): Promise<{ bytes: number }>;
  /** The file, or the part asked; null when it is not there. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** Whether the file is there. */
  exists(key: string): Promise<boolean>;
}

/** A file's key: its school's folder and its own id. */
export const schoolFileKey = (organizationId: string, fileId: string) => `${organizationId}/${fileId}`;

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/**
 * Files on a volume (decisions 0064, 0072): one file per key under its school's folder, written under a
 * temporary name and renamed once complete, so a reader never sees half of one and a failed write leaves
 * nothing; readable only by the service's user (0600).
 */
export class VolumeFileStore implements FileStore {
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
    if (!(await this.exists(key))) return null;
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
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
    if (!keyPattern.test(key)) throw new Error(`invalid file key: ${key.slice(0, 80)}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('file key outside the volume');
    return path;
  }
}

/**
 * `length` bytes of a stored file from `offset` (fewer at its end), for the privacy archive's parts: null when
 * there is no such file or the offset is past it; empty exactly at its end.
 */
export async function readFilePart(
  store: FileStore,
  file: { key: string; bytes: number } | undefined,
  offset: number,
  length: number,
): Promise<{ bytes: Uint8Array; total: number } | null> {
  if (!file || offset > file.bytes) return null;
  if (offset === file.bytes) return { bytes: new Uint8Array(0), total: file.bytes };
  const stream = await store.read(file.key, {
    start: offset,
    end: Math.min(offset + length, file.bytes) - 1,
  });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), total: file.bytes };
}
