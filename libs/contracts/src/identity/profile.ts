import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { roleSchema } from '../common/actor.js';
import { instruments, percussionInstruments } from '@crescendo/domain/instruments';
import { currencySchema, languageSchema } from './me.js';

// Spec §5's lists are domain rules; the contracts validate with them and pass them on to their users.
export { instruments, percussionInstruments };

/**
 * The stored instrument: one of the profile list, or the first-login answer (a percussion list joined by
 * commas, or another instrument of at least 3 characters).
 */
export const instrumentSchema = z.string().trim().min(3).max(120);

/** A picture is an image read as a data URL (spec §5); identity also checks its bytes. */
export const maxPictureDataUrlLength = 400_000;
export const pictureSchema = z
  .string()
  .max(maxPictureDataUrlLength)
  .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/);

export const appSettingsSchema = z.object({ language: languageSchema, currency: currencySchema });
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** The spec's User, as identity keeps it. */
export const profileSchema = z.object({
  id: z.string().uuid(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().email(),
  emailVerified: z.boolean(),
  /** A new address asked for in the profile: it replaces `email` once confirmed by the mailed link. */
  pendingEmail: z.string().email().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  picture: z.string().nullable(),
  organizationId: z.string().uuid().nullable(),
  instrument: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  settings: appSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Spec §5, profile edit: first name, last name, e-mail and instrument are required. The instrument is one of
 * the list, or the one already stored (a first-login answer such as 'Batterie, Timbales' is kept as given;
 * identity refuses any other text).
 */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  phone: z.string().trim().max(40).nullable().optional(),
  bio: z.string().trim().max(2000).nullable().optional(),
  picture: pictureSchema.nullable().optional(),
  instrument: instrumentSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Spec §4, first-login question for students: stored as the profile's instrument. */
export const instrumentAnswerSchema = z.object({ instrument: instrumentSchema });

export const getProfile = defineRequest('identity.profile.get', z.object({}), profileSchema);
export const updateProfile = defineRequest('identity.profile.update', profileUpdateSchema, profileSchema);
export const answerInstrument = defineRequest(
  'identity.profile.instrument',
  instrumentAnswerSchema,
  profileSchema,
);
export const updateSettings = defineRequest(
  'identity.settings.update',
  appSettingsSchema.partial().refine((value) => value.language !== undefined || value.currency !== undefined),
  appSettingsSchema,
);
