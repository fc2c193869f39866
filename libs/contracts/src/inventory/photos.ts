import { z } from 'zod';
import { loanPhotoStages, photoAltMax, photoMimeTypes } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * Photos of the inventory (issue 27 §1, §3, §5; decision 0072): an instrument's photos (its details, added and
 * removed by the school's admins), and the condition photos of a loan — at check-out ('Prêter'), at return
 * ('Retour'), and the repair shop's quote photographed at a return — kept with the loan as evidence. The bytes
 * have two HTTP routes of their own that the gateway streams to the inventory service (`photoPaths`), outside
 * NATS (1 MB messages); what is said about them (the list, removing one) is request/reply as everything else.
 */

/** Where a photo belongs: the instrument itself, or a stage of a loan. */
export const photoStages = ['item', ...loanPhotoStages, 'quote'] as const;
export type PhotoStage = (typeof photoStages)[number];
export const photoStageSchema = z.enum(photoStages);

export const inventoryPhotoSchema = z.object({
  id: z.string().uuid(),
  instrumentId: z.string().uuid(),
  /** The loan of a condition photo; null for an instrument's own photo. */
  loanId: z.string().uuid().nullable(),
  stage: photoStageSchema,
  /** What a screen reader says of it. */
  altText: z.string(),
  mimeType: z.enum(photoMimeTypes),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type InventoryPhoto = z.infer<typeof inventoryPhotoSchema>;

/** A photo's line is under 0.5 KB of JSON; an instrument has at most 12, a loan 6 per stage. */
export const photoPage: PageSize = { default: 20, max: 50 };

/** The photos of an instrument (its own) or of a loan (its condition photos), oldest first. */
export const listPhotosQuerySchema = z
  .object({
    instrumentId: z.string().uuid().optional(),
    loanId: z.string().uuid().optional(),
    ...pageQueryShape(photoPage),
  })
  .refine((value) => (value.instrumentId === undefined) !== (value.loanId === undefined), {
    message: 'inventory.photoTargetRequired',
    path: ['instrumentId'],
  });

/** Frozen subjects of the photos. */
export const inventoryPhotoSubjects = {
  list: 'inventory.photo.list',
  remove: 'inventory.photo.delete',
} as const;

/**
 * An instrument's photos (the school's staff), or a loan's condition photos (the school's staff; the student
 * of the loan for their own, under 'Mes prêts').
 */
export const listPhotos = defineRequest(
  inventoryPhotoSubjects.list,
  listPhotosQuerySchema,
  z.object({ photos: z.array(inventoryPhotoSchema), ...nextCursorShape }),
);

/** 'Retirer la photo': an instrument's photo, by the school's admins (a loan's are evidence: kept). */
export const removePhoto = defineRequest(
  inventoryPhotoSubjects.remove,
  z.object({ photoId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

/**
 * The bytes' own HTTP paths under /api/v1 (the gateway streams them to the inventory service, which serves the
 * same paths without the prefix on its port): `POST` the image as the body with its Content-Type and
 * Content-Length, `instrumentId` (an instrument's photo) or `loanId` and `stage` (a condition photo), and `alt`
 * in the query; `GET …/content` the image.
 */
export const photoPaths = {
  upload: '/inventory/photos',
  content: (photoId: string) => `/inventory/photos/${photoId}/content`,
  contentPattern: '/inventory/photos/:photoId/content',
} as const;

/** The upload's query string. */
export const photoUploadQuerySchema = z
  .object({
    instrumentId: z.string().uuid().optional(),
    loanId: z.string().uuid().optional(),
    stage: z.enum([...loanPhotoStages, 'quote']).optional(),
    alt: z
      .string()
      .pipe(freeText({ multiline: false }).max(photoAltMax, 'validation.inventoryTextMax'))
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.instrumentId === undefined) === (value.loanId === undefined))
      ctx.addIssue({ code: 'custom', path: ['instrumentId'], message: 'inventory.photoTargetRequired' });
    if (value.loanId !== undefined && value.stage === undefined)
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'inventory.photoStageRequired' });
  });
export type PhotoUploadQuery = z.infer<typeof photoUploadQuerySchema>;

export const listPhotosRoute = defineHttpRoute({
  id: 'listInventoryPhotos',
  method: 'GET',
  path: '/inventory/photos',
  summary:
    'An instrument’s photos (`instrumentId`, the school’s staff) or a loan’s condition photos (`loanId`: the school’s staff, the student for their own loan), oldest first, a page at a time',
  tag: 'inventory',
  forwards: listPhotos,
  query: listPhotosQuerySchema,
});

export const removePhotoRoute = defineHttpRoute({
  id: 'removeInventoryPhoto',
  method: 'DELETE',
  path: '/inventory/photos/:photoId',
  summary: 'Remove one of an instrument’s photos, its file with it (the school’s admins)',
  tag: 'inventory',
  forwards: removePhoto,
  roles: ['admin'],
  params: z.object({ photoId: z.string().uuid() }),
});

/** The photos' JSON routes, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryPhotoRoutes: readonly HttpRoute[] = [listPhotosRoute, removePhotoRoute];
