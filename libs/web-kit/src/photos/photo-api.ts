import {
  inventoryPhotoSchema,
  listPhotosRoute,
  photoPaths,
  removePhotoRoute,
  type InventoryPhoto,
} from '@crescendo/contracts';
import type { LoanPhotoStage } from '@crescendo/domain';
import { authorizedFetch, callRoute } from '@crescendo/web-auth';

/** What a photo is of: an instrument (its own photos) or a loan (its condition photos). */
export type PhotoOwner = { instrumentId: string } | { loanId: string };
export type PhotoUploadStage = LoanPhotoStage | 'quote';

/** Every photo of an instrument or a loan (at most 12 of an instrument, 18 of a loan: one page of 50). */
export async function listPhotosOf(owner: PhotoOwner): Promise<InventoryPhoto[]> {
  const { photos } = await callRoute(listPhotosRoute, { query: { ...owner, limit: 50 } });
  return photos;
}

/** A photo sent: the bytes streamed to the gateway as they are, never base64 in JSON. */
export async function uploadPhoto(
  owner: PhotoOwner,
  photo: Blob,
  options: { alt?: string; stage?: PhotoUploadStage } = {},
): Promise<InventoryPhoto> {
  const query = new URLSearchParams({
    ...owner,
    ...(options.stage && 'loanId' in owner ? { stage: options.stage } : {}),
    ...(options.alt?.trim() ? { alt: options.alt.trim() } : {}),
  });
  const response = await authorizedFetch(`${photoPaths.upload}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    // The resized photo is already in memory (under 1 Mo): its bytes, which every fetch sends as they are.
    body: await bytesOf(photo),
  });
  return inventoryPhotoSchema.parse(JSON.parse(await response.text()));
}

/** A blob's bytes (`FileReader` where a `Blob` has no `arrayBuffer`). */
function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The image as a blob URL an `<img>` shows: the API takes a bearer token, which an `<img src>` cannot send
 * (as the recordings, decision 0064). The caller revokes the URL when done.
 */
export async function photoUrl(photoId: string, signal?: AbortSignal): Promise<string> {
  const response = await authorizedFetch(photoPaths.content(photoId), { signal });
  return URL.createObjectURL(await response.blob());
}

export const removePhotoOf = (photoId: string) => callRoute(removePhotoRoute, { params: { photoId } });
