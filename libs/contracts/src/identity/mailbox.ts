import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { roleSchema } from '../common/actor.js';

/** A token from a mailed link: 256 random bits in base64url. */
export const mailTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The link of a verification mail (sign-up, or a new profile address): proves the mailbox. Public (actor
 * `null`): the token alone is the proof; it works once.
 */
export const confirmEmail = defineRequest(
  'identity.email.confirm',
  z.object({ token: mailTokenSchema }),
  z.object({ email: z.string().email(), changed: z.boolean() }),
);

/** Sends the signed-in user's verification link again (their address, or the pending new one). */
export const resendEmailVerification = defineRequest(
  'identity.email.verification.resend',
  z.object({}),
  z.object({ sent: z.literal(true) }),
);

/** An invitation's mailed link, opened by a signed-in user whose address is the invited one. */
export const acceptInvitation = defineRequest(
  'identity.invitation.accept',
  z.object({ token: mailTokenSchema }),
  z.object({ organizationId: z.string().uuid(), role: roleSchema }),
);

/** Profile password change: the current password is required; the new one meets the password policy. */
export const changePassword = defineRequest(
  'identity.password.change',
  z.object({ currentPassword: z.string().min(1).max(1024), newPassword: z.string().min(1).max(1024) }),
  z.object({ changed: z.literal(true) }),
);
