/** The largest picture file accepted: its data URL stays under the contract's `maxPictureDataUrlLength`. */
export const maxPictureKb = 250;
const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const pictureAccept = acceptedTypes.join(',');

export type PictureRead = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' };

/** Spec §5: the picture is an image file read as an embedded data string; type and size checked first. */
export function readPicture(file: File): Promise<PictureRead> {
  if (!acceptedTypes.includes(file.type)) return Promise.resolve({ ok: false, reason: 'type' });
  if (file.size > maxPictureKb * 1024) return Promise.resolve({ ok: false, reason: 'size' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ ok: false, reason: 'type' });
    reader.readAsDataURL(file);
  });
}
