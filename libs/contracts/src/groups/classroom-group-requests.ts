import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { groupDescriptionSchema, groupNameSchema, groupSchema } from './group.js';

export const maxImportedStudents = 1000;

/**
 * A Classroom course imported as a group (spec §4, 'Course import'): the teacher's group with this externalId
 * gets the course's name and description and its students replaced; without one, a group is created
 * (source google-classroom, a fresh connection code). Idempotent: the same call twice changes nothing the
 * second time. A system request (actor `null`) that only classroom-sync may send (the NATS boundary), which
 * decided who may import for whom before enqueueing; the organisation comes from its job, not a browser.
 */
export const upsertClassroomGroup = defineRequest(
  'groups.classroom.upsert',
  z.object({
    organizationId: z.string().uuid(),
    teacherId: z.string().uuid(),
    externalId: z.string().min(1).max(64),
    name: groupNameSchema,
    description: groupDescriptionSchema.nullable(),
    schoolYear: z.string().regex(/^\d{4}-\d{4}$/),
    /** `null`: the students could not be saved (spec §4: a warning); the group's stay as they are. */
    studentIds: z.array(z.string().uuid()).max(maxImportedStudents).nullable(),
  }),
  z.object({
    group: groupSchema,
    created: z.boolean(),
    added: z.number().int().min(0),
    removed: z.number().int().min(0),
  }),
);

/** The teacher's imported groups by Classroom course id (the selection modal marks those already imported). */
export const listClassroomGroups = defineRequest(
  'groups.classroom.list',
  z.object({ organizationId: z.string().uuid(), teacherId: z.string().uuid() }),
  z.object({ groups: z.array(z.object({ groupId: z.string().uuid(), externalId: z.string() })) }),
);
