import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/**
 * Frozen subjects of the roster re-sync (issue 11.5b, decision 0036): a Google-linked group's roster read
 * again from Classroom, on a schedule and on demand; a change that would take out more than 20 % of the
 * group's students waits for the teacher's decision.
 */
export const rosterResyncSubjects = {
  get: 'classroom-sync.roster.get',
  start: 'classroom-sync.roster.resync',
  approve: 'classroom-sync.roster.approve',
  reject: 'classroom-sync.roster.reject',
} as const;

/** More than this share of a group's students leaving at once waits for the teacher (decision 0036). */
export const rosterRemovalApprovalPercent = 20;

export const rosterSyncStatusSchema = z.enum([
  /** Asked for (schedule or 'Resynchroniser'), not started yet. */
  'queued',
  'running',
  /** Read and applied (or nothing had changed). */
  'synced',
  /** A change waits for the teacher's approval. */
  'pending',
  /** The Google connection that reads this course is gone or expired: its owner reconnects. */
  'reconnect',
  'failed',
]);
export type RosterSyncStatus = z.infer<typeof rosterSyncStatusSchema>;

const personSchema = z.object({
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A change found in Classroom's roster that waits for the teacher: who would join, who would leave. */
export const pendingRosterChangeSchema = z.object({
  joins: z.array(personSchema.extend({ studentId: z.string().uuid().nullable() })),
  leaves: z.array(personSchema.extend({ studentId: z.string().uuid() })),
  /** The group's students when it was found: leaves / studentCount > 20 %. */
  studentCount: z.number().int().min(0),
  foundAt: z.string(),
});
export type PendingRosterChange = z.infer<typeof pendingRosterChangeSchema>;

/** A group's roster re-sync as its teacher sees it in the group's details. */
export const rosterSyncSchema = z.object({
  groupId: z.string().uuid(),
  /** Linked to a Classroom course by an import (only these are re-synced). */
  linked: z.boolean(),
  status: rosterSyncStatusSchema.nullable(),
  lastSyncedAt: z.string().nullable(),
  /** Why the last re-sync failed, as a message key of the servers' catalogue. */
  errorKey: z.string().nullable(),
  pending: pendingRosterChangeSchema.nullable(),
});
export type RosterSync = z.infer<typeof rosterSyncSchema>;

const groupRef = z.object({ groupId: z.string().uuid() });

export const getRosterSync = defineRequest(rosterResyncSubjects.get, groupRef, rosterSyncSchema);
/** 'Resynchroniser': a job on the re-sync queue; the state answers `queued`. */
export const startRosterResync = defineRequest(rosterResyncSubjects.start, groupRef, rosterSyncSchema);
/** The pending change applied: who joins joins (created and told as the import does), who leaves leaves. */
export const approveRosterChange = defineRequest(rosterResyncSubjects.approve, groupRef, rosterSyncSchema);
/** The group stays as it is; the next re-sync does not ask again for the same change. */
export const rejectRosterChange = defineRequest(rosterResyncSubjects.reject, groupRef, rosterSyncSchema);
