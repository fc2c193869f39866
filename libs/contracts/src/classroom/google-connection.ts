import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import type { BrowserBinding } from '../http/http-route.js';
import { languageSchema } from '../identity/me.js';

/**
 * Frozen subjects of the classroom-sync service (style.md §3). Requests of a browser carry the signed actor;
 * the three steps of the OAuth dance (`oauth.*`) come from the gateway's `/auth/google` pages with actor
 * `null`: a single-use ticket, then the OAuth `state`, then the confirmation's token, each only with the
 * cookie of the browser that asked for the link, say who the user is.
 */
export const classroomSubjects = {
  connectionGet: 'classroom-sync.connection.get',
  connectionStart: 'classroom-sync.connection.start',
  connectionDelete: 'classroom-sync.connection.delete',
  oauthBegin: 'classroom-sync.oauth.begin',
  oauthComplete: 'classroom-sync.oauth.complete',
  oauthConfirm: 'classroom-sync.oauth.confirm',
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
 * The cookie that binds a Google connection to the browser that asked for it (issue 34.2): the gateway sets
 * it on `POST /classroom/connection`'s answer, the browser sends it back only under /auth/google, and the
 * ticket, the consent and the confirmation are each refused without it. Long enough for the ticket (two
 * minutes), Google's consent and the confirmation page (ten minutes each).
 */
export const googleBrowserBinding: BrowserBinding = {
  cookie: 'crescendo_google_binding',
  path: '/auth/google',
  maxAgeSeconds: 1800,
};

/** The cookie's value as the gateway hands it on (a 256-bit random value, base64url). */
const bindingSchema = z.string().max(200);

/**
 * The portal page that started a connection (issue 32 §5: an import's 'Importer depuis Google Classroom'):
 * the browser is sent back there, with the course selection open. A path of a staff portal only, never
 * another site's address.
 */
export const googleReturnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(teacher|admin)(\/[\w-]+)*$/);

/** Where a connection started from a portal page lands, once Google is connected: its selection opens. */
export const googleReturnQuery = 'auth=google_success&classroom=courses';

/**
 * Where the calendar scopes' consent (issue 28 §7) lands: the page that asked, told which group's events to
 * publish now (`calendar=<groupId>`).
 */
export const googleCalendarReturnQuery = (groupId: string) => `auth=google_success&calendar=${groupId}`;

/**
 * After the spec's confirmation dialog: a single-use ticket (two minutes) for the browser's navigation to
 * `/auth/google`, which cannot carry the access token. It holds the hash of the asking browser's cookie and
 * the Crescendo account the confirmation page will name.
 */
export const startGoogleConnection = defineRequest(
  classroomSubjects.connectionStart,
  z.object({
    browserHash: z.string().regex(/^[\w-]{43}$/),
    account: z.object({ email: z.string().email(), language: languageSchema }),
    returnTo: googleReturnPathSchema.optional(),
    /**
     * 'Publier dans Google Agenda' for this group (issue 28 §7): Google's consent asks the calendar scopes
     * only, the ones already granted kept (incremental authorization); nothing else asks them.
     */
    calendarGroupId: z.string().uuid().optional(),
  }),
  z.object({ url: z.string() }),
);

/** 'Déconnecter Google': the grant is revoked at Google and the tokens erased. */
export const disconnectGoogle = defineRequest(
  classroomSubjects.connectionDelete,
  z.object({}),
  z.object({ disconnected: z.literal(true) }),
);

/** `/auth/google?ticket=…`, with the browser's cookie: Google's authorization URL. */
export const beginGoogleAuthorization = defineRequest(
  classroomSubjects.oauthBegin,
  z.object({ ticket: z.string().max(200), binding: bindingSchema }),
  z.object({ authorizationUrl: z.string() }),
);

/** What the confirmation page shows before anything is stored: which Google account goes to which account. */
export const googleLinkConfirmationSchema = z.object({
  /** Single-use, ten minutes: the confirmation form sends it back (the form's CSRF token too). */
  token: z.string(),
  googleEmail: z.string(),
  accountEmail: z.string(),
  language: languageSchema,
});
export type GoogleLinkConfirmation = z.infer<typeof googleLinkConfirmationSchema>;

/**
 * `/auth/google/callback`: Google's answer. Granted: the confirmation to show (nothing stored yet);
 * otherwise where to send the browser (`/home?error=google_auth_failed…`).
 */
export const completeGoogleAuthorization = defineRequest(
  classroomSubjects.oauthComplete,
  z.object({
    state: z.string().max(200).optional(),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    binding: bindingSchema.optional(),
  }),
  z.union([z.object({ redirect: z.string() }), z.object({ confirm: googleLinkConfirmationSchema })]),
);

/**
 * `POST /auth/google/confirm`: the confirmation page's answer. Confirmed: the connection is stored
 * (`/home?auth=google_success`); cancelled, or from another browser: nothing is, the grant is revoked.
 */
export const confirmGoogleLink = defineRequest(
  classroomSubjects.oauthConfirm,
  z.object({ token: z.string().max(200), binding: bindingSchema.optional(), confirmed: z.boolean() }),
  z.object({ redirect: z.string() }),
);
