import { Inject, Injectable } from '@nestjs/common';
import { findRecordingTarget, type RecordingTarget } from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

/**
 * Whose practice report or submission it is, the group of its assignment (null: a voluntary report), and the
 * practice report (a submission's own: recordings attached to it show with the submission).
 */
export interface RecordingOwner {
  studentId: string;
  groupId: string | null;
  practiceReportId: string;
}

/** What the recordings ask of homework (a port: a unit test hands a fake). */
export interface RecordingTargetsPort {
  ownerOf(organizationId: string, target: RecordingTarget): Promise<RecordingOwner | null>;
}

/** Homework answers (a system request only this service may send); who may do what is decided here. */
@Injectable()
export class RecordingTargets implements RecordingTargetsPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async ownerOf(organizationId: string, target: RecordingTarget): Promise<RecordingOwner | null> {
    const { target: owner } = await this.client.request(
      findRecordingTarget,
      { organizationId, practiceReportId: target.practiceReportId, submissionId: target.submissionId },
      null,
    );
    return owner;
  }
}

export const RECORDING_TARGETS = Symbol('RecordingTargets');
