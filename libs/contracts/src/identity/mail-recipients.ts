import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const maxMailRecipientIds = 500;

/** Where to write to a member of the school, and in which language. */
export const mailRecipientSchema = z.object({
  userId: z.string().uuid(),
  email: z.string().email(),
  language: z.enum(['fr', 'en']),
});
export type MailRecipient = z.infer<typeof mailRecipientSchema>;

/**
 * The addresses and languages of members of one school, for the mails a service sends on its own (the
 * planning's reminders, issue 28 §3): by ids, or every staff member (its admins and teachers) with `staff`. A
 * system request (actor `null`) only the planning may send (the NATS boundary); an id of another organisation
 * or of nobody is absent from the reply. Names are never given.
 */
export const listMailRecipients = defineRequest(
  'identity.mail-recipients.list',
  z
    .object({
      organizationId: z.string().uuid(),
      userIds: z.array(z.string().uuid()).max(maxMailRecipientIds).optional(),
      staff: z.literal(true).optional(),
    })
    .refine((input) => (input.userIds === undefined) !== (input.staff === undefined), {
      message: 'validation.userIdsOrRole',
    }),
  z.object({ recipients: z.array(mailRecipientSchema) }),
);
