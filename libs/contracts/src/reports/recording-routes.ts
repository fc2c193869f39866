import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  commentRecording,
  commentRecordingInputSchema,
  keepRecording,
  listRecordings,
  removeRecording,
} from './recordings.js';

const tag = 'reports';
const recordingParams = z.object({ recordingId: z.string().uuid() });

/*
 * What is said about recordings (issue 29 §2). The audio itself has two routes of its own that the gateway
 * streams to the reports service (`recordingPaths`: `POST /reports/recordings`, `GET
 * /reports/recordings/:recordingId/audio`), outside this list: they carry bytes, not JSON over NATS.
 */

export const listRecordingsRoute = defineHttpRoute({
  id: 'listRecordings',
  method: 'GET',
  path: '/reports/recordings',
  summary:
    'The recordings of a practice report or a submission, with the teacher’s comments (the student, the teachers of their group)',
  tag,
  forwards: listRecordings,
  query: listRecordings.payload,
});

export const commentRecordingRoute = defineHttpRoute({
  id: 'commentRecording',
  method: 'POST',
  path: '/reports/recordings/:recordingId/comments',
  summary: 'Comment a moment of a recording (‘à 0:42 : …’): a teacher of the student’s group',
  tag,
  forwards: commentRecording,
  roles: ['admin', 'teacher'],
  params: recordingParams,
  body: commentRecordingInputSchema.omit({ recordingId: true }),
});

export const keepRecordingRoute = defineHttpRoute({
  id: 'keepRecording',
  method: 'PUT',
  path: '/reports/recordings/:recordingId/evidence',
  summary: '‘Garder comme preuve’ for the report card, or no longer: a teacher of the student’s group',
  tag,
  forwards: keepRecording,
  roles: ['admin', 'teacher'],
  params: recordingParams,
  body: z.object({ kept: z.boolean() }),
});

export const removeRecordingRoute = defineHttpRoute({
  id: 'removeRecording',
  method: 'DELETE',
  path: '/reports/recordings/:recordingId',
  summary: 'Remove one of my recordings, its file with it (the student)',
  tag,
  forwards: removeRecording,
  roles: ['student'],
  params: recordingParams,
});

export const recordingRoutes: readonly HttpRoute[] = [
  listRecordingsRoute,
  commentRecordingRoute,
  keepRecordingRoute,
  removeRecordingRoute,
];
