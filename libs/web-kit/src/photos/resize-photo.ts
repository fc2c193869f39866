import { fitWithin, photoLongSide } from '@crescendo/domain';

/** What the photo is written as: WebP where the browser writes it (smaller), JPEG otherwise. */
const outputTypes = ['image/webp', 'image/jpeg'] as const;
const quality = 0.85;

/** The browser's drawing calls used here: a test hands a canvas of its own. */
export interface PhotoCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(done: (blob: Blob | null) => void, type: string, quality: number): void;
}

export interface ResizeDeps {
  /** The picture decoded (the browser's `createImageBitmap`, which also applies the EXIF orientation). */
  decode: (file: Blob) => Promise<{ width: number; height: number; close?: () => void } & CanvasImageSource>;
  canvas: () => PhotoCanvas;
}

const browserDeps = (): ResizeDeps => ({
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  canvas: () => document.createElement('canvas'),
});

const toBlob = (canvas: PhotoCanvas, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * A photo made ready to send on the device (issue 27 §3, decision 0072): drawn on a canvas with its long side at
 * most 1 600 px (never enlarged) and written as WebP or JPEG at 0.85 — a phone's 4 000 × 3 000 photo of 4 Mo
 * becomes about 0.3 Mo. The canvas also drops the file's metadata (the place where it was taken). A picture the
 * browser cannot decode is sent as it is: the server reads its bytes and refuses what is not an image.
 */
export async function resizePhoto(file: Blob, deps: ResizeDeps = browserDeps()): Promise<Blob> {
  let image: Awaited<ReturnType<ResizeDeps['decode']>>;
  try {
    image = await deps.decode(file);
  } catch {
    return file;
  }
  const size = fitWithin(image.width, image.height, photoLongSide);
  const canvas = deps.canvas();
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(image, 0, 0, size.width, size.height);
  image.close?.();
  for (const type of outputTypes) {
    const blob = await toBlob(canvas, type);
    // A browser that cannot write WebP writes PNG instead: JPEG is tried next.
    if (blob && blob.type === type) return blob;
  }
  return file;
}
