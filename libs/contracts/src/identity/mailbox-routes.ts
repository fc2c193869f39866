import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { acceptInvitation, changePassword, confirmEmail, resendEmailVerification } from './mailbox.js';

const tag = 'identity';

export const confirmEmailRoute = defineHttpRoute({
  id: 'confirmEmail',
  method: 'POST',
  path: '/email/confirm',
  summary: 'The verification link of a mail: proves the address (sign-up, or a new profile address)',
  tag,
  forwards: confirmEmail,
  auth: 'public',
  body: confirmEmail.payload,
});

export const resendEmailVerificationRoute = defineHttpRoute({
  id: 'resendEmailVerification',
  method: 'POST',
  path: '/profile/email/verification',
  summary: 'Sends the verification link again',
  tag,
  forwards: resendEmailVerification,
});

export const acceptInvitationRoute = defineHttpRoute({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/invitations/accept',
  summary: 'Accepts an invitation with its mailed link, signed in with the invited address',
  tag,
  forwards: acceptInvitation,
  body: acceptInvitation.payload,
});

export const changePasswordRoute = defineHttpRoute({
  id: 'changePassword',
  method: 'PUT',
  path: '/profile/password',
  summary: 'Changes the password (embedded provider): the current one is required',
  tag,
  forwards: changePassword,
  body: changePassword.payload,
});

/** Mailed links: addresses, invitations, passwords: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const mailboxRoutes: readonly HttpRoute[] = [
  confirmEmailRoute,
  resendEmailVerificationRoute,
  acceptInvitationRoute,
  changePasswordRoute,
];
