import { schoolFileKey, type FileStore } from '@crescendo/service-kit';

/**
 * Where the inventory's photos are kept (decision 0072): a volume (`INVENTORY_PHOTOS_DIR`, the kit's
 * `VolumeFileStore`), as the reports keep their recordings (decision 0064). Keys are the service's own
 * (`<organisation>/<photo>`); nothing else names a file.
 */
export type PhotoStorage = FileStore;

export const PHOTO_STORAGE = Symbol('PhotoStorage');

/** A photo's key: the school's folder, the photo's id (both uuids: no path can be smuggled in). */
export const photoKey = (organizationId: string, photoId: string) => schoolFileKey(organizationId, photoId);
