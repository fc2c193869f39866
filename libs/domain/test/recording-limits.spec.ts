import {
  recordingMaxBytes,
  recordingMaxSeconds,
  recordingMoment,
  recordingTypeOf,
  sniffRecordingType,
} from '../src/index.js';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

describe('recordings: limits and types (issue 29 §2)', () => {
  it('holds ten minutes in 20 Mo', () => {
    expect(recordingMaxBytes).toBe(20 * 1024 * 1024);
    expect(recordingMaxSeconds).toBe(600);
  });

  it('takes the four audio types, Opus only as a codec of WebM and Ogg', () => {
    expect(recordingTypeOf('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(recordingTypeOf('audio/webm; codecs="opus"')).toBe('audio/webm');
    expect(recordingTypeOf('audio/ogg')).toBe('audio/ogg');
    expect(recordingTypeOf('AUDIO/MPEG')).toBe('audio/mpeg');
    expect(recordingTypeOf('audio/mp4')).toBe('audio/mp4');
    expect(recordingTypeOf('audio/webm;codecs=vorbis')).toBeNull();
    expect(recordingTypeOf('video/webm')).toBeNull();
    expect(recordingTypeOf('audio/wav')).toBeNull();
    expect(recordingTypeOf(undefined)).toBeNull();
  });

  it('recognises each type by its bytes, not by its name', () => {
    expect(sniffRecordingType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe(
      'audio/webm',
    );
    expect(sniffRecordingType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82], 'matroska'))).toBeNull();
    expect(sniffRecordingType(bytes('OggS', [0, 2, 0, 0]))).toBe('audio/ogg');
    expect(sniffRecordingType(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffRecordingType(bytes('ID3', [4, 0, 0]))).toBe('audio/mpeg');
    expect(sniffRecordingType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
    expect(sniffRecordingType(bytes('<html><script>'))).toBeNull();
    expect(sniffRecordingType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffRecordingType(new Uint8Array())).toBeNull();
  });

  it('says a moment as minutes and seconds', () => {
    expect(recordingMoment(42)).toBe('0:42');
    expect(recordingMoment(125.7)).toBe('2:05');
    expect(recordingMoment(3_909)).toBe('1:05:09');
  });
});
