import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Responsable de la protection des renseignements personnels' (issue 31 §6): the person in charge of personal
 * information of a school or board, whose title and contact the law asks to publish (Quebec's Access Act
 * art. 8, Private Sector Act art. 3.1). A school without its own shows its board's; no school (signed out,
 * or neither set one) shows the platform operator's, from identity's configuration.
 */
export const privacyOfficerSubjects = {
  own: 'identity.privacy.officer.get',
  set: 'identity.privacy.officer.set',
  clear: 'identity.privacy.officer.clear',
  published: 'identity.privacy.officer.published',
} as const;

export const privacyOfficerTitleMax = 120;
export const privacyOfficerNameMax = 120;

export const privacyOfficerFieldsSchema = z.object({
  title: z
    .string({ error: 'validation.privacyOfficerTitle' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.privacyOfficerTitle')
        .max(privacyOfficerTitleMax, 'validation.privacyOfficerTitle'),
    ),
  name: z
    .string({ error: 'validation.privacyOfficerName' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.privacyOfficerName')
        .max(privacyOfficerNameMax, 'validation.privacyOfficerName'),
    ),
  email: z
    .string({ error: 'validation.privacyOfficerEmail' })
    .trim()
    .toLowerCase()
    .pipe(z.string().email('validation.privacyOfficerEmail').max(254, 'validation.privacyOfficerEmail')),
});
export type PrivacyOfficerFields = z.infer<typeof privacyOfficerFieldsSchema>;

/** Whose officer is shown: the organisation's own, its board's, or the platform operator's default. */
export const privacyOfficerSourceSchema = z.enum(['own', 'board', 'platform']);
export const publishedPrivacyOfficerSchema = privacyOfficerFieldsSchema.extend({
  source: privacyOfficerSourceSchema,
});
export type PublishedPrivacyOfficer = z.infer<typeof publishedPrivacyOfficerSchema>;

/** The administrator's view: the organisation's own officer (null if none) and what the public page shows. */
export const privacyOfficerSettingsSchema = z.object({
  level: z.enum(['board', 'school']),
  own: privacyOfficerFieldsSchema.extend({ setAt: z.string() }).nullable(),
  shown: publishedPrivacyOfficerSchema,
});
export type PrivacyOfficerSettings = z.infer<typeof privacyOfficerSettingsSchema>;

/** The actor's school (admin) or board (board-admin): its own officer and what is shown. */
export const getPrivacyOfficer = defineRequest(
  privacyOfficerSubjects.own,
  z.object({}),
  privacyOfficerSettingsSchema,
);

/** The actor's school or board names its officer. */
export const setPrivacyOfficer = defineRequest(
  privacyOfficerSubjects.set,
  privacyOfficerFieldsSchema,
  privacyOfficerSettingsSchema,
);

/** The actor's school or board drops its own officer: the board's (or the platform's) is shown again. */
export const clearPrivacyOfficer = defineRequest(
  privacyOfficerSubjects.clear,
  z.object({}),
  privacyOfficerSettingsSchema,
);

/**
 * The officer the public privacy page shows, for anyone (actor `null`): the school's (or board's) when
 * `organizationId` names one, else the platform operator's. Public by law, so it needs no sign-in.
 */
export const getPublishedPrivacyOfficer = defineRequest(
  privacyOfficerSubjects.published,
  z.object({ organizationId: z.string().uuid().optional() }),
  publishedPrivacyOfficerSchema,
);

const administrators: Array<'admin' | 'board-admin'> = ['admin', 'board-admin'];

export const getPrivacyOfficerRoute = defineHttpRoute({
  id: 'getPrivacyOfficer',
  method: 'GET',
  path: '/privacy/officer/settings',
  summary:
    "The school's or board's person in charge of personal information, and what the privacy page shows",
  tag: 'privacy',
  forwards: getPrivacyOfficer,
  roles: administrators,
});

export const setPrivacyOfficerRoute = defineHttpRoute({
  id: 'setPrivacyOfficer',
  method: 'PUT',
  path: '/privacy/officer/settings',
  summary: "Name the school's or board's person in charge of personal information (title, name, e-mail)",
  tag: 'privacy',
  forwards: setPrivacyOfficer,
  roles: administrators,
  body: privacyOfficerFieldsSchema,
});

export const clearPrivacyOfficerRoute = defineHttpRoute({
  id: 'clearPrivacyOfficer',
  method: 'DELETE',
  path: '/privacy/officer/settings',
  summary: "Drop the school's or board's own person in charge: the board's or the platform's is shown",
  tag: 'privacy',
  forwards: clearPrivacyOfficer,
  roles: administrators,
});

export const getPublishedPrivacyOfficerRoute = defineHttpRoute({
  id: 'getPublishedPrivacyOfficer',
  method: 'GET',
  path: '/privacy/officer',
  summary:
    "The person in charge of personal information the privacy page shows (a school's, else the platform's)",
  tag: 'privacy',
  auth: 'public',
  forwards: getPublishedPrivacyOfficer,
  query: z.object({ organizationId: z.string().uuid().optional() }),
});

/** 'Responsable de la protection des renseignements personnels': every route of this file. */
export const privacyOfficerRoutes: readonly HttpRoute[] = [
  getPrivacyOfficerRoute,
  setPrivacyOfficerRoute,
  clearPrivacyOfficerRoute,
  getPublishedPrivacyOfficerRoute,
];
