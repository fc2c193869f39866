import type { Readable } from 'node:stream';

/** A part of a stored file, both ends included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the recordings' audio is kept (issue 29 §2, decision 0064): a volume by default, S3-compatible object
 * storage next. Keys are the service's own (`<organisation>/<recording>`); nothing else names a file.
 */
export interface RecordingStorage {
  /**
   * Writes the stream under the key, whole or not at all: a stream that fails (too large, not audio, the
   * connection cut) leaves nothing behind. Answers the bytes written.
   */
  write(key: string, source: Readable): Promise<{ bytes: number }>;
  /** The file, or the part asked; null when it is not there. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** Whether the file is there (the tests of erasure, the health of a key). */
  exists(key: string): Promise<boolean>;
}

export const RECORDING_STORAGE = Symbol('RecordingStorage');

/** A recording's key: the school's folder, the recording's id (both uuids: no path can be smuggled in). */
export const recordingKey = (organizationId: string, recordingId: string) =>
  `${organizationId}/${recordingId}`;
