import { schoolFileKey, type FileStore } from '@crescendo/service-kit';

export type { ByteRange } from '@crescendo/service-kit';

/**
 * Where the recordings' audio is kept (issue 29 §2, decision 0064): a volume by default (the kit's
 * `VolumeFileStore`), S3-compatible object storage next. Keys are the service's own
 * (`<organisation>/<recording>`); nothing else names a file.
 */
export type RecordingStorage = FileStore;

export const RECORDING_STORAGE = Symbol('RecordingStorage');

/** A recording's key: the school's folder, the recording's id (both uuids: no path can be smuggled in). */
export const recordingKey = (organizationId: string, recordingId: string) =>
  schoolFileKey(organizationId, recordingId);
