import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/** Starts (or restarts) two-factor set-up: the secret and the otpauth URI to show as a QR code. */
export const setupTwoFactor = defineRequest(
  'identity.twofactor.setup',
  z.object({}),
  z.object({ secret: z.string(), otpauthUri: z.string() }),
);

const codeSchema = z.object({ code: z.string().trim().min(6).max(20) });

/** Turns it on once a 6-digit code checks; answers the one-time recovery codes, shown once. */
export const enableTwoFactor = defineRequest(
  'identity.twofactor.enable',
  codeSchema,
  z.object({ recoveryCodes: z.array(z.string()) }),
);

/** Turns it off with a current code (or a recovery code). */
export const disableTwoFactor = defineRequest(
  'identity.twofactor.disable',
  codeSchema,
  z.object({ disabled: z.literal(true) }),
);
