import { z } from 'zod';
import {
  recordingCommentMax,
  recordingMaxSeconds,
  recordingMimeTypes,
  recordingsPerTargetMax,
} from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';

/**
 * Recordings as evidence (issue 29 §2, decision 0064): a student's audio attached to one of their practice
 * reports or to their submission of an assignment. The audio itself never travels over NATS (its 1 MB
 * messages): the gateway streams it to and from the reports service over HTTP on the cluster network
 * (`recordingPaths`); what is said about it (the list, the teacher's comments, 'Garder comme preuve') is
 * request/reply like everything else.
 */

/** What a recording is attached to: exactly one of a practice report or a submission. */
export const recordingTargetSchema = z.union([
  z.object({ practiceReportId: z.string().uuid(), submissionId: z.undefined().optional() }),
  z.object({ submissionId: z.string().uuid(), practiceReportId: z.undefined().optional() }),
]);
export type RecordingTarget = z.infer<typeof recordingTargetSchema>;

/** At most this many comments on one recording. */
export const recordingCommentsMax = 50;

export const recordingCommentSchema = z.object({
  id: z.string().uuid(),
  /** The second of the recording it speaks of: 'à 0:42 : …'. */
  atSecond: z.number().int().min(0).max(recordingMaxSeconds),
  text: z.string(),
  /** The teacher who wrote it; null once their account is erased. */
  authorId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type RecordingComment = z.infer<typeof recordingCommentSchema>;

export const recordingSchema = z.object({
  id: z.string().uuid(),
  studentId: z.string().uuid(),
  practiceReportId: z.string().uuid().nullable(),
  submissionId: z.string().uuid().nullable(),
  mimeType: z.enum(recordingMimeTypes),
  bytes: z.number().int().min(1),
  durationSeconds: z.number().int().min(1).max(recordingMaxSeconds),
  /** 'Garder comme preuve': kept by the teacher as evidence for the report card. */
  keptAsEvidence: z.boolean(),
  createdAt: z.string(),
  /** In the order of the recording (the moment, then when written). */
  comments: z.array(recordingCommentSchema).max(recordingCommentsMax),
});
export type Recording = z.infer<typeof recordingSchema>;

/** A target holds at most `recordingsPerTargetMax` recordings: one page holds them all. */
export const recordingPage: PageSize = { default: recordingsPerTargetMax, max: recordingsPerTargetMax };

export const recordingSubjects = {
  list: 'reports.recording.list',
  comment: 'reports.recording.comment',
  keep: 'reports.recording.keep',
  remove: 'reports.recording.delete',
} as const;

/** The recordings of a practice report or a submission: its student, and the teachers of the student's group. */
export const listRecordings = defineRequest(
  recordingSubjects.list,
  z
    .object({
      practiceReportId: z.string().uuid().optional(),
      submissionId: z.string().uuid().optional(),
      ...pageQueryShape(recordingPage),
    })
    .refine((query) => (query.practiceReportId === undefined) !== (query.submissionId === undefined), {
      message: 'recordings.targetRequired',
    }),
  z.object({ recordings: z.array(recordingSchema), ...nextCursorShape }),
);

export const commentRecordingInputSchema = z.object({
  recordingId: z.string().uuid(),
  atSecond: z
    .number({ error: 'recordings.moment' })
    .int('recordings.moment')
    .min(0, 'recordings.moment')
    .max(recordingMaxSeconds, 'recordings.moment'),
  text: freeText({ multiline: true })
    .min(1, 'recordings.commentRequired')
    .max(recordingCommentMax, 'recordings.commentMax'),
});

/** 'à 0:42 : …': a teacher of the student's group comments a moment of the recording. */
export const commentRecording = defineRequest(
  recordingSubjects.comment,
  commentRecordingInputSchema,
  recordingCommentSchema,
);

/** 'Garder comme preuve' (or no longer): a teacher of the student's group, for the report card. */
export const keepRecording = defineRequest(
  recordingSubjects.keep,
  z.object({ recordingId: z.string().uuid(), kept: z.boolean() }),
  recordingSchema,
);

/** The student removes one of their recordings (its file with it). */
export const removeRecording = defineRequest(
  recordingSubjects.remove,
  z.object({ recordingId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

/**
 * The audio's own HTTP paths under /api/v1 (the gateway streams them to the reports service, which serves
 * the same paths without the prefix on its port): `POST` the file's bytes as the body, with its
 * Content-Type, Content-Length and `durationSeconds` (and `practiceReportId` or `submissionId`) in the query;
 * `GET …/audio` with Range for a part (206).
 */
export const recordingPaths = {
  upload: '/reports/recordings',
  audio: (recordingId: string) => `/reports/recordings/${recordingId}/audio`,
  audioPattern: '/reports/recordings/:recordingId/audio',
} as const;

/** The upload's query string. */
export const recordingUploadQuerySchema = z.object({
  practiceReportId: z.string().uuid().optional(),
  submissionId: z.string().uuid().optional(),
  durationSeconds: z.coerce
    .number({ error: 'recordings.duration' })
    .int('recordings.duration')
    .min(1, 'recordings.duration')
    .max(recordingMaxSeconds, 'recordings.duration'),
});

/** The header the gateway writes the signed actor in, on its HTTP calls to a service (decision 0064). */
export const actorHeader = 'x-crescendo-actor';
