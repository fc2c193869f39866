import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  PayloadOf,
  Recording,
  RecordingComment,
  RecordingTarget,
  commentRecording,
  listRecordings,
} from '@crescendo/contracts';
import { recordingCommentsMax, reportsFilesRead } from '@crescendo/contracts';
import { recordingsPerTargetMax, recordingTypeOf, type RecordingMimeType } from '@crescendo/domain';
import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  recordFilesRead,
  requireStaff,
  requireStudent,
  viewerOf,
  type GroupsAccessPort,
  type OutboxPort,
} from '@crescendo/service-kit';
import { REPORTS_OPTIONS, type ReportsOptions } from '../reports.options.js';
import { AudioGate } from './audio-gate.js';
import {
  RECORDING_STORAGE,
  recordingKey,
  type ByteRange,
  type RecordingStorage,
} from './recording-storage.js';
import { RECORDING_TARGETS, type RecordingOwner, type RecordingTargetsPort } from './recording-targets.js';
import {
  RECORDING_STORE,
  decodeRecordingCursor,
  type RecordingStore,
  type StoredRecording,
} from './recording.store.js';

export interface RecordingUpload {
  target: RecordingTarget;
  contentType: string | undefined;
  durationSeconds: number;
  body: Readable;
}

/** What a listener gets: the recording's type and size, and the bytes asked for. */
export interface RecordingAudio {
  recording: StoredRecording;
  stream: Readable;
}

const notFound = () => new AppException('NOT_FOUND', 'recordings.notFound');

/**
 * Recordings as evidence (issue 29 §2, decision 0064). A student attaches one to their own practice report
 * or submission (homework says whose it is); the student and the teachers of the student's group (groups
 * decides `teach`, asked as the actor) listen to it; those teachers comment a moment of it and keep it as
 * evidence for the report card. Anyone else is told it does not exist.
 */
@Injectable()
export class RecordingsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(RECORDING_STORE) private readonly recordings: RecordingStore,
    @Inject(RECORDING_STORAGE) private readonly storage: RecordingStorage,
    @Inject(RECORDING_TARGETS) private readonly targets: RecordingTargetsPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
    @Inject(Outbox) private readonly outbox: OutboxPort,
  ) {}

  /** 'Ajouter un enregistrement': the audio checked (type by its bytes, size) as it streams to the storage. */
  async upload(actor: Actor | null, upload: RecordingUpload): Promise<Recording> {
    const viewer = requireStudent(actor);
    const mimeType = recordingTypeOf(upload.contentType);
    if (!mimeType) throw new AppException('VALIDATION_FAILED', 'recordings.notAudio');
    const owner = await this.targets.ownerOf(viewer.organizationId, upload.target);
    if (!owner || owner.studentId !== viewer.userId)
      throw new AppException('NOT_FOUND', 'recordings.targetNotFound');
    if (
      (await this.recordings.recordingCountOf(this.db, viewer.organizationId, upload.target)) >=
      recordingsPerTargetMax
    )
      throw new AppException('CONFLICT', 'recordings.tooMany', {
        params: { maximum: recordingsPerTargetMax },
      });
    const id = randomUUID();
    const storageKey = recordingKey(viewer.organizationId, id);
    const { bytes } = await this.storage.write(storageKey, gated(upload.body, mimeType));
    try {
      const recording = await this.recordings.insertRecording(this.db, {
        id,
        organizationId: viewer.organizationId,
        studentId: viewer.userId,
        target: upload.target,
        mimeType,
        bytes,
        durationSeconds: upload.durationSeconds,
        storageKey,
        at: this.options.now(),
      });
      const { organizationId: _school, storageKey: _key, ...shown } = recording;
      return { ...shown, comments: [] };
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  /** The audio, whole or the part asked (Range), for its student and the teachers of their group. */
  async audio(actor: Actor | null, recordingId: string, range?: (size: number) => ByteRange | null) {
    const recording = await this.listenable(actor, recordingId);
    const part = range ? range(recording.bytes) : null;
    const stream = await this.storage.read(recording.storageKey, part ?? undefined);
    if (!stream) throw notFound();
    // A player asks the rest of the file in ranges: the listening is logged once, at its first byte.
    if (!part || part.start === 0)
      await this.audit(actor!, `recording:${recording.id}`, recording.studentId).catch((error: unknown) => {
        stream.destroy();
        throw error;
      });
    return { recording, stream, range: part };
  }

  /** A practice report's or submission's recordings with their comments, for the same people. */
  async list(actor: Actor | null, query: PayloadOf<typeof listRecordings>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const target: RecordingTarget = query.practiceReportId
      ? { practiceReportId: query.practiceReportId }
      : { submissionId: query.submissionId! };
    const owner = await this.targets.ownerOf(viewer.organizationId, target);
    if (!owner || !(await this.mayListen(actor!, owner)))
      throw new AppException('NOT_FOUND', 'recordings.targetNotFound');
    const after = query.cursor ? decodeRecordingCursor(query.cursor) : null;
    const page = await this.recordings.recordingsPage(
      this.db,
      viewer.organizationId,
      target,
      after,
      query.limit,
      target.submissionId ? owner.practiceReportId : null,
    );
    const reference = target.practiceReportId
      ? `practiceReport:${target.practiceReportId}`
      : `submission:${target.submissionId!}`;
    await this.audit(actor!, reference, owner.studentId);
    return { recordings: page.items, nextCursor: page.nextCursor };
  }

  /** 'à 0:42 : …': a teacher of the student's group comments a moment within the recording. */
  async comment(actor: Actor | null, input: PayloadOf<typeof commentRecording>): Promise<RecordingComment> {
    const viewer = requireStaff(actor);
    const recording = await this.taught(actor!, input.recordingId);
    if (input.atSecond > recording.durationSeconds)
      throw AppException.invalid({ atSecond: 'recordings.moment' });
    if ((await this.recordings.commentCountOf(this.db, recording.id)) >= recordingCommentsMax)
      throw new AppException('CONFLICT', 'recordings.tooManyComments', {
        params: { maximum: recordingCommentsMax },
      });
    return this.recordings.insertComment(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      recordingId: recording.id,
      atSecond: input.atSecond,
      text: input.text,
      by: viewer.userId,
      at: this.options.now(),
    });
  }

  /** 'Garder comme preuve' for the report card (or no longer): a teacher of the student's group. */
  async keep(actor: Actor | null, recordingId: string, kept: boolean): Promise<Recording> {
    const viewer = requireStaff(actor);
    const recording = await this.taught(actor!, recordingId);
    await this.recordings.setKept(
      this.db,
      viewer.organizationId,
      recording.id,
      kept,
      viewer.userId,
      this.options.now(),
    );
    return this.shown(viewer.organizationId, recording.id);
  }

  /** The student removes their own recording; its file goes with it. */
  async remove(actor: Actor | null, recordingId: string) {
    const viewer = requireStudent(actor);
    const recording = await this.recordings.findRecording(this.db, viewer.organizationId, recordingId);
    if (!recording || recording.studentId !== viewer.userId) throw notFound();
    await this.recordings.deleteRecording(this.db, viewer.organizationId, recording.id);
    await this.storage.remove(recording.storageKey);
    return { removed: true as const };
  }

  /** 'Journal des consultations' (issue 31 §4): a staff member listened to a student's recordings. */
  private async audit(actor: Actor, reference: string, studentId: string): Promise<void> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin' && viewer.kind !== 'teacher') return;
    await recordFilesRead(this.db, this.outbox, reportsFilesRead, {
      reader: viewer,
      category: 'recordings',
      reference,
      studentIds: [studentId],
      at: this.options.now(),
    });
  }

  private async shown(organizationId: string, recordingId: string): Promise<Recording> {
    const recording = (await this.recordings.findRecording(this.db, organizationId, recordingId))!;
    const comments = await this.recordings.commentsOf(this.db, [recording.id]);
    const { organizationId: _school, storageKey: _key, ...shown } = recording;
    return { ...shown, comments: comments.get(recording.id) ?? [] };
  }

  /** The recording if the actor is its student or teaches the student's group; NOT_FOUND otherwise. */
  private async listenable(actor: Actor | null, recordingId: string): Promise<StoredRecording> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw notFound();
    const recording = await this.recordings.findRecording(this.db, viewer.organizationId, recordingId);
    if (!recording) throw notFound();
    if (recording.studentId === viewer.userId) return recording;
    if (viewer.kind === 'student') throw notFound();
    const owner = await this.ownerOf(recording);
    if (!owner || !(await this.mayListen(actor!, owner))) throw notFound();
    return recording;
  }

  /** The recording if the actor teaches the student's group (groups decides); NOT_FOUND otherwise. */
  private async taught(actor: Actor, recordingId: string): Promise<StoredRecording> {
    const recording = await this.recordings.findRecording(this.db, actor.organizationId!, recordingId);
    if (!recording) throw notFound();
    const owner = await this.ownerOf(recording);
    if (!owner || !(await this.teaches(actor, owner))) throw notFound();
    return recording;
  }

  private ownerOf(recording: StoredRecording) {
    return this.targets.ownerOf(
      recording.organizationId,
      recording.practiceReportId
        ? { practiceReportId: recording.practiceReportId }
        : { submissionId: recording.submissionId! },
    );
  }

  private async mayListen(actor: Actor, owner: RecordingOwner): Promise<boolean> {
    if (actor.userId === owner.studentId) return true;
    if (!actor.roles.includes('teacher') && !actor.roles.includes('admin')) return false;
    return this.teaches(actor, owner);
  }

  /**
   * Groups decides: `teach` on the assignment's group; for a voluntary report (no group), a group the student
   * is in that the actor teaches (an admin: the whole school).
   */
  private async teaches(actor: Actor, owner: RecordingOwner): Promise<boolean> {
    if (owner.groupId) return (await this.access.find(actor, owner.groupId, 'teach')) !== null;
    const scope = await this.access.scope(actor, 'teach');
    return scope.organizationWide || scope.studentIds.has(owner.studentId);
  }
}

/**
 * The upload through its gate. The request is not destroyed when the gate refuses (the refusal must still
 * reach the caller): it is unhooked and what is left of it read into nothing.
 */
function gated(body: Readable, mimeType: RecordingMimeType): Readable {
  const gate = new AudioGate(mimeType);
  body.on('error', (error) => gate.destroy(error));
  gate.on('error', () => {
    body.unpipe(gate);
    body.resume();
  });
  return body.pipe(gate);
}
