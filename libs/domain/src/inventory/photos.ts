/**
 * Photos of the inventory (issue 27 §1, §3): an instrument's photos, and the condition photos of a loan at
 * check-out and at return (kept as evidence). The browser resizes each photo before it is sent (long side
 * `photoLongSide`, JPEG or WebP); the server still holds any upload to these limits.
 */

/** The largest upload kept: a 1600 px JPEG is 0.2–0.8 Mo; 8 Mo leaves room for a PNG a device did not shrink. */
export const photoMaxBytes = 8 * 1024 * 1024;
/** The limit as said to the user, in Mo. */
export const photoMaxMegabytes = photoMaxBytes / (1024 * 1024);
/** The long side the browser resizes a photo to (pixels): sharp on a screen, a scratch still visible. */
export const photoLongSide = 1600;
/** The alt text of a photo (what a screen reader says of it). */
export const photoAltMax = 200;
/** Photos of one instrument. */
export const photosPerInstrumentMax = 12;
/** Condition photos of one loan, each stage (check-out, return). */
export const photosPerLoanStageMax = 6;

/** The images kept: what a canvas writes (JPEG, WebP) and PNG. */
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof photoMimeTypes)[number];

/** The stages of a loan's condition photos: at check-out ('Prêter') and at return ('Retour'). */
export const loanPhotoStages = ['check-out', 'return'] as const;
export type LoanPhotoStage = (typeof loanPhotoStages)[number];

/** The first bytes read to know an image's type. */
export const photoSniffBytes = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

/**
 * The image type read from the file's first bytes (its magic number), whatever its name or its declared
 * Content-Type says: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF....WEBP`. Anything else is null.
 */
export function sniffPhotoType(head: Uint8Array): PhotoMimeType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The file extension of a kept photo (the archive's file names). */
export const photoExtensionOf: Record<PhotoMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The size a photo is drawn at so that its long side is at most `longSide` (never enlarged), in whole pixels.
 */
export function fitWithin(
  width: number,
  height: number,
  longSide = photoLongSide,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
