/**
 * A recording attached to a practice report or a submission (issue 29 §2): the limits said to the student.
 * 20 Mo holds ten minutes of Opus at the browsers' default bitrates with room to spare (≈ 128 kb/s: 9.6 Mo).
 */
export const recordingMaxBytes = 20 * 1024 * 1024;
/** Ten minutes: the recorder stops itself there, and a longer declared duration is refused. */
export const recordingMaxSeconds = 10 * 60;
/** The limit as said to the student, in Mo (mégaoctets). */
export const recordingMaxMegabytes = recordingMaxBytes / (1024 * 1024);
/** A comment at a moment of the recording: 'à 0:42 : …'. */
export const recordingCommentMax = 500;
/** Recordings attached to one practice report or one submission. */
export const recordingsPerTargetMax = 5;

/** The audio the platform keeps: what MediaRecorder writes (Opus in WebM or Ogg, AAC in MP4) and MP3 files. */
export const recordingMimeTypes = ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4'] as const;
export type RecordingMimeType = (typeof recordingMimeTypes)[number];

/**
 * The declared Content-Type reduced to one of ours: `audio/webm;codecs=opus` is `audio/webm`; anything else
 * (video, another audio type, a codec that is not Opus in WebM or Ogg) is null.
 */
export function recordingTypeOf(contentType: string | undefined | null): RecordingMimeType | null {
  if (!contentType) return null;
  const [base = '', ...parameters] = contentType
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const type = (recordingMimeTypes as readonly string[]).includes(base) ? (base as RecordingMimeType) : null;
  if (!type) return null;
  const codecs = parameters.find((parameter) => parameter.startsWith('codecs='));
  if (codecs && (type === 'audio/webm' || type === 'audio/ogg')) {
    const names = codecs.slice('codecs='.length).replace(/"/g, '').split(',');
    if (!names.every((name) => name.trim() === 'opus')) return null;
  }
  return type;
}

/** Bytes needed to recognise every accepted type (MP4's `ftyp` box ends at byte 8; WebM's DocType is near). */
export const recordingSniffBytes = 64;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

function includesAscii(bytes: Uint8Array, text: string): boolean {
  for (let i = 0; i + text.length <= bytes.length; i += 1) if (ascii(bytes, i, text)) return true;
  return false;
}

/**
 * What the first bytes of a file are, read from the bytes and not from what the browser said: WebM (EBML
 * header with DocType `webm`), Ogg (`OggS`), MP3 (an ID3 tag or an MPEG audio frame's sync word), MP4 (`ftyp`
 * box at byte 4). Null for anything else.
 */
export function sniffRecordingType(head: Uint8Array): RecordingMimeType | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return includesAscii(head.subarray(0, recordingSniffBytes), 'webm') ? 'audio/webm' : null;
  if (head.length >= 4 && ascii(head, 0, 'OggS')) return 'audio/ogg';
  if (head.length >= 8 && ascii(head, 4, 'ftyp')) return 'audio/mp4';
  if (head.length >= 3 && ascii(head, 0, 'ID3')) return 'audio/mpeg';
  // An MPEG audio frame: 11 sync bits, a version other than 'reserved', layer III, II or I.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x18) !== 0x08)
    return (head[1]! & 0x06) !== 0 ? 'audio/mpeg' : null;
  return null;
}

/** 'à 0:42', '1:05:09' past an hour: where a comment stands in the recording. */
export function recordingMoment(second: number): string {
  const whole = Math.max(0, Math.floor(second));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
