import { Transform, type TransformCallback } from 'node:stream';
import {
  photoMaxBytes,
  photoMaxMegabytes,
  photoSniffBytes,
  sniffPhotoType,
  type PhotoMimeType,
} from '@crescendo/domain';
import { AppException } from '@crescendo/service-kit';

export const photoTooLarge = () =>
  new AppException('PAYLOAD_TOO_LARGE', 'inventory.photoTooLarge', {
    params: { megabytes: photoMaxMegabytes },
  });

export const notPhoto = () => new AppException('VALIDATION_FAILED', 'inventory.notPhoto');

/**
 * What an upload passes through on its way to the storage: its first bytes must be a JPEG, PNG or WebP image
 * (read from the bytes — its magic number — not from the header or the file's name), and it stops at the
 * limit. Either failure destroys the stream with the French refusal, and the storage keeps nothing. `type` is
 * what the bytes said, once read.
 */
export class PhotoGate extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  type: PhotoMimeType | null = null;
  bytes = 0;

  constructor(private readonly maxBytes = photoMaxBytes) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(photoTooLarge());
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < photoSniffBytes) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffPhotoType(head);
    if (!this.type) return done(notPhoto());
    done(null, head);
  }
}
