import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { groupSchema } from './group.js';

/**
 * A group imported from Classroom, by id, with its students: what a roster re-sync compares the course's
 * roster with (issue 11.5b). A system request (actor `null`) only classroom-sync may send (the NATS
 * boundary); NOT_FOUND for a group of another organisation or not from Classroom.
 */
export const getClassroomGroup = defineRequest(
  'groups.classroom.get',
  z.object({ organizationId: z.string().uuid(), groupId: z.string().uuid() }),
  z.object({ group: groupSchema }),
);
