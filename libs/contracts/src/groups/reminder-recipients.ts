import { z } from 'zod';
import { defineRequest } from '../common/request.js';

export const maxReminderGroups = 100;

/**
 * Who an event of these groups concerns, for the reminders the planning mails (issue 28 §3): each group's
 * students and its teachers (lead and co-teachers), ids only. A system request (actor `null`: a reminder is
 * sent by a delayed job, nobody asks) only the planning may send (the NATS boundary); a group of another
 * organisation, archived or unknown is absent from the reply.
 */
export const listReminderRecipients = defineRequest(
  'groups.reminder-recipients.list',
  z.object({
    organizationId: z.string().uuid(),
    groupIds: z.array(z.string().uuid()).min(1).max(maxReminderGroups),
  }),
  z.object({
    groups: z.array(
      z.object({
        groupId: z.string().uuid(),
        studentIds: z.array(z.string().uuid()),
        teacherIds: z.array(z.string().uuid()),
      }),
    ),
  }),
);
