import {
  commentRecordingRoute,
  keepRecordingRoute,
  listRecordingsRoute,
  recordingPaths,
  recordingSchema,
  removeRecordingRoute,
  type Recording,
  type RecordingTarget,
} from '@crescendo/contracts';
import { authorizedFetch, callRoute } from '@crescendo/web-auth';

/** A practice report's or a submission's recordings (the student's own, or a student's of a group one teaches). */
export async function listRecordingsOf(target: RecordingTarget): Promise<Recording[]> {
  const { recordings } = await callRoute(listRecordingsRoute, {
    query: { ...target, limit: 5 },
  });
  return recordings;
}

/** 'Ajouter un enregistrement': the bytes streamed to the gateway as they are, never base64 in JSON. */
export async function uploadRecording(
  target: RecordingTarget,
  audio: Blob,
  durationSeconds: number,
): Promise<Recording> {
  const query = new URLSearchParams({
    ...(target.practiceReportId ? { practiceReportId: target.practiceReportId } : {}),
    ...(target.submissionId ? { submissionId: target.submissionId } : {}),
    durationSeconds: String(Math.max(1, Math.round(durationSeconds))),
  });
  const response = await authorizedFetch(`${recordingPaths.upload}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': audio.type },
    body: audio,
  });
  return recordingSchema.parse(await response.json());
}

/**
 * The audio as a blob the `<audio>` element plays: the API takes a bearer token, which an `<audio src>` cannot
 * send (decision 0064). The caller revokes the URL when done.
 */
export async function recordingAudioUrl(recordingId: string, signal?: AbortSignal): Promise<string> {
  const response = await authorizedFetch(recordingPaths.audio(recordingId), { signal });
  return URL.createObjectURL(await response.blob());
}

export const commentOn = (recordingId: string, atSecond: number, text: string) =>
  callRoute(commentRecordingRoute, { params: { recordingId }, body: { atSecond, text } });

export const keepAsEvidence = (recordingId: string, kept: boolean) =>
  callRoute(keepRecordingRoute, { params: { recordingId }, body: { kept } });

export const removeRecordingOf = (recordingId: string) =>
  callRoute(removeRecordingRoute, { params: { recordingId } });
