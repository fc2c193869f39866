import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  InventoryPhoto,
  PayloadOf,
  PhotoStage,
  PhotoUploadQuery,
  listPhotos,
} from '@crescendo/contracts';
import { photosPerInstrumentMax, photosPerLoanStageMax } from '@crescendo/domain';
import { AppException, Db, viewerOf } from '@crescendo/service-kit';
import { requireAdmin, requireStaff } from '../access.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from '../inventory.options.js';
import { PhotoGate } from './photo-gate.js';
import { PHOTO_STORAGE, photoKey, type PhotoStorage } from './photo-storage.js';
import {
  countPhotos,
  decodePhotoCursor,
  deletePhotoRow,
  findInstrumentTarget,
  findLoanTarget,
  findPhoto,
  insertPhoto,
  photosPage,
  publicPhoto,
  type PhotoTarget,
  type StoredPhoto,
} from './photo.store.js';

/** The default alt text of a photo, in the school's language (French): what it shows. */
const defaultAlt: Record<PhotoStage, (label: string) => string> = {
  item: (label) => `Photo de l’instrument ${label}`,
  'check-out': (label) => `État au prêt : ${label}`,
  return: (label) => `État au retour : ${label}`,
  quote: (label) => `Soumission de réparation : ${label}`,
};

const photoNotFound = () => new AppException('NOT_FOUND', 'inventory.photoNotFound');

/**
 * Photos of the inventory (issue 27 §1, §3, §5; decision 0072). An instrument's photos are added and removed by
 * the school's admins and seen by its staff; a loan's condition photos (at check-out, at return, the repair
 * quote) are added by the school's staff, kept as evidence (never removed but with the student's account or the
 * school), and seen by the staff and by the loan's student. The bytes go through `PhotoGate` to the volume; the
 * row is written once the file is whole, and a refused upload leaves nothing.
 */
@Injectable()
export class PhotosService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async upload(actor: Actor | null, query: PhotoUploadQuery, body: Readable): Promise<InventoryPhoto> {
    const { organizationId, userId } = query.instrumentId ? requireAdmin(actor) : requireStaff(actor);
    const stage: PhotoStage = query.instrumentId ? 'item' : query.stage!;
    const target = await this.targetOf(this.db, organizationId, query);
    await this.checkRoom(this.db, target, stage);

    const id = randomUUID();
    const storageKey = photoKey(organizationId, id);
    const gate = gated(body);
    const { bytes } = await this.storage.write(storageKey, gate);
    try {
      await this.db.transaction(async (tx) => {
        // The instrument or loan locked, counted again: two uploads at once never pass the limit together.
        const locked = await this.targetOf(tx, organizationId, query, true);
        await this.checkRoom(tx, locked, stage);
        await insertPhoto(tx, {
          id,
          organizationId,
          target: locked,
          stage,
          altText: query.alt?.trim() || defaultAlt[stage](locked.label),
          mimeType: gate.type!,
          bytes,
          storageKey,
          uploadedBy: userId,
          at: this.options.now(),
        });
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
    const photo = await findPhoto(this.db, organizationId, id);
    return publicPhoto(photo!);
  }

  async list(actor: Actor | null, query: PayloadOf<typeof listPhotos>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const after = query.cursor ? decodePhotoCursor(query.cursor) : null;
    if (query.instrumentId) {
      const { organizationId } = requireStaff(actor);
      const target = await findInstrumentTarget(this.db, organizationId, query.instrumentId);
      if (!target) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
      const page = await photosPage(
        this.db,
        organizationId,
        { instrumentId: target.instrumentId },
        after,
        query.limit,
      );
      return { photos: page.items, nextCursor: page.nextCursor };
    }
    const target = await findLoanTarget(this.db, viewer.organizationId, query.loanId!);
    // A student reads their own loan's photos; another's loan is as unknown to them as another school's.
    if (!target || (viewer.kind === 'student' && target.studentId !== viewer.userId))
      throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
    const page = await photosPage(
      this.db,
      viewer.organizationId,
      { loanId: target.loanId! },
      after,
      query.limit,
    );
    return { photos: page.items, nextCursor: page.nextCursor };
  }

  /** The image to send, once its reader is allowed: the school's staff, or the student of the loan. */
  async content(actor: Actor | null, photoId: string): Promise<{ photo: StoredPhoto; stream: Readable }> {
    const photo = await this.readable(actor, photoId);
    const stream = await this.storage.read(photo.storageKey);
    if (!stream) throw photoNotFound();
    return { photo, stream };
  }

  /** 'Retirer la photo': an instrument's own photo, by an admin; a loan's are kept as evidence. */
  async remove(actor: Actor | null, photoId: string): Promise<{ removed: true }> {
    const { organizationId } = requireAdmin(actor);
    const photo = await findPhoto(this.db, organizationId, photoId);
    if (!photo) throw photoNotFound();
    if (photo.loanId) throw new AppException('CONFLICT', 'inventory.loanPhotoKept');
    await deletePhotoRow(this.db, photo.id);
    await this.storage.remove(photo.storageKey);
    return { removed: true };
  }

  private async readable(actor: Actor | null, photoId: string): Promise<StoredPhoto> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const photo = await findPhoto(this.db, viewer.organizationId, photoId);
    if (!photo) throw photoNotFound();
    if (viewer.kind === 'admin' || viewer.kind === 'teacher') return photo;
    if (photo.loanId && photo.studentId === viewer.userId) return photo;
    // A student does not read the inventory: an instrument's photo is refused, another's loan unknown.
    if (!photo.loanId) throw new AppException('FORBIDDEN', 'common.forbidden');
    throw photoNotFound();
  }

  private async targetOf(
    db: Db,
    organizationId: string,
    query: PhotoUploadQuery,
    lock = false,
  ): Promise<PhotoTarget> {
    if (query.instrumentId) {
      const target = await findInstrumentTarget(db, organizationId, query.instrumentId, lock);
      if (!target) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
      return target;
    }
    const target = await findLoanTarget(db, organizationId, query.loanId!, lock);
    if (!target) throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
    return target;
  }

  private async checkRoom(db: Db, target: PhotoTarget, stage: PhotoStage): Promise<void> {
    const maximum = target.loanId ? photosPerLoanStageMax : photosPerInstrumentMax;
    if ((await countPhotos(db, target, stage)) >= maximum)
      throw new AppException('CONFLICT', 'inventory.photosFull', { params: { maximum } });
  }
}

/** The body through the gate; a failure of either ends both, and the rest of the body is read into nothing. */
function gated(body: Readable): PhotoGate {
  const gate = new PhotoGate();
  body.on('error', (error) => gate.destroy(error));
  gate.on('error', () => {
    body.unpipe(gate);
    body.resume();
  });
  body.pipe(gate);
  return gate;
}
