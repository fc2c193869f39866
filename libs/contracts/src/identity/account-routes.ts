import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { deleteAccount } from './account.js';
import { createOrganization, deleteOrganization } from './organization.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.js';

const tag = 'identity';

export const deleteAccountRoute = defineHttpRoute({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/account',
  summary: 'Danger zone: erase my own account (every service erases my data on the event)',
  tag,
  forwards: deleteAccount,
});

export const createOrganizationRoute = defineHttpRoute({
  id: 'createOrganization',
  method: 'POST',
  path: '/organizations',
  summary: '/role-selection, administrator: create an organisation and become its admin',
  tag,
  forwards: createOrganization,
  body: createOrganization.payload,
});

export const deleteOrganizationRoute = defineHttpRoute({
  id: 'deleteOrganization',
  method: 'DELETE',
  path: '/organization',
  summary: 'Danger zone, admins: erase the organisation, its users, groups and data',
  tag,
  forwards: deleteOrganization,
  roles: ['admin'],
});

export const setupTwoFactorRoute = defineHttpRoute({
  id: 'setupTwoFactor',
  method: 'POST',
  path: '/two-factor/setup',
  summary: 'A new TOTP secret and its otpauth URI (shown as a QR code)',
  tag,
  forwards: setupTwoFactor,
});

export const enableTwoFactorRoute = defineHttpRoute({
  id: 'enableTwoFactor',
  method: 'POST',
  path: '/two-factor/enable',
  summary: 'Turn two-factor on with a 6-digit code; answers the one-time recovery codes',
  tag,
  forwards: enableTwoFactor,
  body: enableTwoFactor.payload,
});

export const disableTwoFactorRoute = defineHttpRoute({
  id: 'disableTwoFactor',
  method: 'POST',
  path: '/two-factor/disable',
  summary: 'Turn two-factor off with a current code or a recovery code',
  tag,
  forwards: disableTwoFactor,
  body: disableTwoFactor.payload,
});

/** Accounts, organisations and two-factor sign-in: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const accountRoutes: readonly HttpRoute[] = [
  deleteAccountRoute,
  createOrganizationRoute,
  deleteOrganizationRoute,
  setupTwoFactorRoute,
  enableTwoFactorRoute,
  disableTwoFactorRoute,
];
