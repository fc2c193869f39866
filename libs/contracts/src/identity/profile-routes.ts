import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  answerInstrument,
  getProfile,
  maxPictureDataUrlLength,
  profileUpdateSchema,
  updateProfile,
  updateSettings,
} from './profile.js';

const tag = 'identity';

export const getProfileRoute = defineHttpRoute({
  id: 'getProfile',
  method: 'GET',
  path: '/profile',
  summary: 'Mon Profil: the signed-in user’s profile',
  tag,
  forwards: getProfile,
});

export const updateProfileRoute = defineHttpRoute({
  id: 'updateProfile',
  method: 'PUT',
  path: '/profile',
  summary: 'Mon Profil: names, e-mail, phone, bio, picture (a checked image) and instrument',
  tag,
  forwards: updateProfile,
  body: profileUpdateSchema,
  // A picture of maxPictureDataUrlLength characters plus the other fields.
  bodyLimit: maxPictureDataUrlLength + 16_384,
});

export const answerInstrumentRoute = defineHttpRoute({
  id: 'answerInstrument',
  method: 'PUT',
  path: '/profile/instrument',
  summary: 'The first-login instrument question of students (spec §4)',
  tag,
  forwards: answerInstrument,
  body: answerInstrument.payload,
});

export const updateSettingsRoute = defineHttpRoute({
  id: 'updateSettings',
  method: 'PATCH',
  path: '/settings',
  summary: 'Paramètres de l’Application: language and currency',
  tag,
  forwards: updateSettings,
  body: updateSettings.payload,
});

/** A user's profile and settings: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const profileRoutes: readonly HttpRoute[] = [
  getProfileRoute,
  updateProfileRoute,
  answerInstrumentRoute,
  updateSettingsRoute,
];
