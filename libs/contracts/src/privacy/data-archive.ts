import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/** Frozen subjects of 'Télécharger mes données' (issue 31 §2, decision 0059). */
export const dataArchiveSubjects = {
  request: 'identity.privacy.archive.request',
  download: 'identity.privacy.archive.download',
  part: 'identity.privacy.archive.part',
} as const;

/** An archive link's secret: 32 random bytes in base64url; identity keeps only its hash. */
export const archiveTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.archiveToken');

/** How long a mailed archive link works, in days (and the archive is kept until then, or until fetched). */
export const archiveLinkDays = 7;

/**
 * 'Télécharger mes données': an archive of everything the platform holds about the person (every service's
 * export), gathered by a job and mailed as a single-use link valid 7 days. An administrator may ask it for
 * a student of their school (`studentId`); the link then goes to the administrator, who answers the request.
 */
export const requestDataArchive = defineRequest(
  dataArchiveSubjects.request,
  z.object({ studentId: z.string().uuid().optional() }),
  z.object({ mailedTo: z.string() }),
);

/** The most of an archive one NATS message carries (base64 in the reply stays far under its 1 MB). */
export const archivePartBytes = 512 * 1024;

/** Where the rest of a document too large for one message is asked: its key, and the offset of the next part. */
export const documentMoreSchema = z
  .object({ key: archiveTokenSchema, next: z.number().int().min(1) })
  .nullable();

/**
 * The archive behind a mailed link, once: a zip document (base64 on the wire: NATS carries text), the file's
 * name and size, its first part and, for a larger one (recordings are files of it), where the rest is asked
 * (`downloadDataArchivePart`, for a quarter of an hour). A used, expired or unknown link is refused with one
 * French message.
 */
export const downloadDataArchive = defineRequest(
  dataArchiveSubjects.download,
  z.object({ token: archiveTokenSchema }),
  z.object({
    body: z.string(),
    etag: z.string(),
    contentType: z.literal('application/zip'),
    encoding: z.literal('base64'),
    fileName: z.string(),
    size: z.number().int().min(0),
    more: documentMoreSchema,
  }),
);

/** The next part of an archive being downloaded (base64), and where the one after starts (null: the end). */
export const downloadDataArchivePart = defineRequest(
  dataArchiveSubjects.part,
  z.object({ key: archiveTokenSchema, offset: z.number().int().min(1) }),
  z.object({ body: z.string(), next: z.number().int().nullable() }),
);

/** Where a mailed link leads: the gateway's document route (under the public origin). */
export const archivePath = (token: string) => `/api/v1/privacy/archives/${token}`;

export const requestDataArchiveRoute = defineHttpRoute({
  id: 'requestDataArchive',
  method: 'POST',
  path: '/privacy/archives',
  summary:
    'Télécharger mes données: gather my data (or, for an admin, a student of the school) into an archive; a single-use link valid 7 days is mailed',
  tag: 'privacy',
  forwards: requestDataArchive,
  body: requestDataArchive.payload.optional(),
  payload: ({ body }) => ({ studentId: body?.studentId }),
});

/** The mailed link: public, its token alone authenticates it, and only once. */
export const downloadDataArchiveRoute = defineHttpRoute({
  id: 'downloadDataArchive',
  method: 'GET',
  path: '/privacy/archives/:token',
  summary: 'The archive of a mailed link (a zip), once; a used or expired link is refused',
  tag: 'privacy',
  auth: 'public',
  forwards: downloadDataArchive,
  document: true,
  documentParts: downloadDataArchivePart,
  params: z.object({ token: archiveTokenSchema }),
  payload: ({ params }) => ({ token: params.token }),
});

/** 'Télécharger mes données': every route of this file, listed for the gateway. */
export const dataArchiveRoutes: readonly HttpRoute[] = [requestDataArchiveRoute, downloadDataArchiveRoute];
