import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * The report-card jobs' zips on the reports' volume (`REPORTS_BATCHES_DIR`): one file per job under its
 * school's folder, written under a temporary name and renamed once complete (a download never reads half of
 * one), removed when its time is over.
 */
export class BatchFiles {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  pathOf(organizationId: string, batchId: string): string {
    return join(this.root, organizationId, `${batchId}.zip`);
  }

  /** A zip being written: each entry's bytes streamed into it, nothing held but what the disk has not taken. */
  async create(organizationId: string, batchId: string): Promise<ZipWriter> {
    const path = this.pathOf(organizationId, batchId);
    await mkdir(join(this.root, organizationId), { recursive: true });
    return new ZipWriter(path);
  }

  /** `length` bytes from `offset` (fewer at the end); null when the file is gone or the offset past it. */
  async read(
    organizationId: string,
    batchId: string,
    offset: number,
    length: number,
  ): Promise<{ bytes: Buffer; size: number } | null> {
    let handle;
    try {
      handle = await open(this.pathOf(organizationId, batchId), 'r');
    } catch {
      return null;
    }
    try {
      const { size } = await handle.stat();
      if (offset >= size && !(offset === 0 && size === 0)) return null;
      const bytes = Buffer.alloc(Math.min(length, size - offset));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return { bytes: bytes.subarray(0, bytesRead), size };
    } finally {
      await handle.close();
    }
  }

  async remove(organizationId: string, batchId: string): Promise<void> {
    const path = this.pathOf(organizationId, batchId);
    await rm(path, { force: true });
    await rm(`${path}.part`, { force: true });
  }

  async exists(organizationId: string, batchId: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(organizationId, batchId))).isFile();
    } catch {
      return false;
    }
  }
}

/**
 * fflate's streaming `Zip` into a file: each entry stored as it is (PDFs are compressed already), pushed chunk
 * by chunk, waiting for the disk when its buffer is full (memory stays flat however many entries), the file's
 * SHA-256 computed on the way.
 */
export class ZipWriter {
  private readonly partial: string;
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly zip: Zip;
  private readonly hash = createHash('sha256');
  private size = 0;
  private failure: Error | null = null;
  private full = false;
  private readonly finished: Promise<void>;
  readonly names = new Set<string>();

  constructor(private readonly path: string) {
    this.partial = `${path}.part`;
    this.out = createWriteStream(this.partial, { mode: 0o600 });
    this.finished = once(this.out, 'finish').then(() => undefined);
    this.out.on('error', (error) => (this.failure = error));
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.hash.update(chunk);
      this.size += chunk.length;
      if (!this.out.write(chunk)) this.full = true;
      if (final) this.out.end();
    });
  }

  /** An entry from a stream of its bytes (a PDF document); its name made unique in the zip. */
  async add(name: string, source: AsyncIterable<Uint8Array>, at: Date): Promise<void> {
    const entry = new ZipPassThrough(this.unique(name));
    entry.mtime = at;
    this.zip.add(entry);
    for await (const chunk of source) {
      this.check();
      entry.push(chunk);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Ends the zip and renames it into place: its size and digest. */
  async finish(): Promise<{ size: number; sha256: string }> {
    this.zip.end();
    await this.finished;
    this.check();
    await rename(this.partial, this.path);
    return { size: this.size, sha256: this.hash.digest('hex') };
  }

  /** A failed job leaves nothing. */
  async abort(): Promise<void> {
    this.zip.terminate();
    this.out.destroy();
    await rm(this.partial, { force: true });
  }

  private unique(name: string): string {
    let candidate = name;
    for (let n = 2; this.names.has(candidate); n += 1) candidate = name.replace(/\.pdf$/, `-${n}.pdf`);
    this.names.add(candidate);
    return candidate;
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  private async drained(): Promise<void> {
    if (!this.full) return;
    this.full = false;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }
}
