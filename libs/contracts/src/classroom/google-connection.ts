import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/**
 * Frozen subjects of the classroom-sync service (style.md §3). Requests of a browser carry the signed actor;
 * the two halves of the OAuth dance (`oauth.*`) come from the gateway's `/auth/google` pages with actor
 * `null`: a single-use ticket, then the OAuth `state` bound to the browser, say who the user is.
 */
export const classroomSubjects = {
  connectionGet: 'classroom-sync.connection.get',
  connectionStart: 'classroom-sync.connection.start',
  connectionDelete: 'classroom-sync.connection.delete',
  oauthBegin: 'classroom-sync.oauth.begin',
  oauthComplete: 'classroom-sync.oauth.complete',
  courseList: 'classroom-sync.course.list',
  importStart: 'classroom-sync.import.start',
  importGet: 'classroom-sync.import.get',
} as const;

/** Whether the user's Google account is connected, and which one. Tokens never leave the server. */
export const googleConnectionSchema = z.object({
  connected: z.boolean(),
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;

export const getGoogleConnection = defineRequest(
  classroomSubjects.connectionGet,
  z.object({}),
  googleConnectionSchema,
);

/**
 * After the spec's confirmation dialog: a single-use ticket (two minutes) for the browser's navigation to
 * `/auth/google`, which cannot carry the access token.
 */
export const startGoogleConnection = defineRequest(
  classroomSubjects.connectionStart,
  z.object({}),
  z.object({ url: z.string() }),
);

/** 'Déconnecter Google': the grant is revoked at Google and the tokens erased. */
export const disconnectGoogle = defineRequest(
  classroomSubjects.connectionDelete,
  z.object({}),
  z.object({ disconnected: z.literal(true) }),
);

/** `/auth/google?ticket=…`: Google's authorization URL, and the value the browser's cookie binds the dance to. */
export const beginGoogleAuthorization = defineRequest(
  classroomSubjects.oauthBegin,
  z.object({ ticket: z.string().max(200) }),
  z.object({ authorizationUrl: z.string(), binding: z.string() }),
);

/** `/auth/google/callback`: Google's answer; where to send the browser (`/home?auth=google_success` or the error). */
export const completeGoogleAuthorization = defineRequest(
  classroomSubjects.oauthComplete,
  z.object({
    state: z.string().max(200).optional(),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    binding: z.string().max(200).optional(),
  }),
  z.object({ redirect: z.string() }),
);
