import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/** Danger zone: any signed-in user erases their own account (spec §6). */
export const deleteAccount = defineRequest(
  'identity.account.delete',
  z.object({}),
  z.object({ deleted: z.literal(true) }),
);
