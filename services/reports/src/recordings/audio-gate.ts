import { Transform, type TransformCallback } from 'node:stream';
import {
  recordingMaxBytes,
  recordingMaxMegabytes,
  recordingSniffBytes,
  sniffRecordingType,
  type RecordingMimeType,
} from '@crescendo/domain';
import { AppException } from '@crescendo/service-kit';

export const tooLarge = () =>
  new AppException('PAYLOAD_TOO_LARGE', 'recordings.tooLarge', {
    params: { megabytes: recordingMaxMegabytes },
  });

export const notAudio = () => new AppException('VALIDATION_FAILED', 'recordings.notAudio');

/**
 * What an upload passes through on its way to the storage: its first bytes must be the audio type declared
 * (read from the bytes, not from the header), and it stops at the limit — the bytes past it are never kept.
 * Either failure destroys the stream with the French refusal, and the storage keeps nothing.
 */
export class AudioGate extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  bytes = 0;

  constructor(
    private readonly declared: RecordingMimeType,
    private readonly maxBytes = recordingMaxBytes,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge());
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < recordingSniffBytes) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    if (this.headBytes === 0) return done(notAudio());
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (sniffRecordingType(head) !== this.declared) return done(notAudio());
    this.checked = true;
    done(null, head);
  }
}
