import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { groupDeleted, membershipRemoved, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { eraseBatchesOf, eraseSchoolBatches } from './batches/batch-erasure.js';
import { BATCH_FILES } from './batches/batch-files.providers.js';
import type { BatchFiles } from './batches/batch-files.js';
import { eraseGroup, eraseOrganization, erasePerson, forgetMembership } from './erasure.store.js';
import { eraseRecordingsOf, eraseSchoolRecordings } from './recordings/recording-erasure.js';
import { RECORDING_STORAGE, type RecordingStorage } from './recordings/recording-storage.js';

/** Deletions and departures reach the reports (decision 0028). Idempotent: a second delivery finds nothing left. */
@Injectable()
export class ErasureConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(RECORDING_STORAGE) private readonly storage: RecordingStorage,
    @Inject(BATCH_FILES) private readonly batchFiles: BatchFiles,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, async ({ userId }, { db: tx }) => {
      await eraseBatchesOf(tx, this.batchFiles, userId);
      await erasePerson(tx, userId);
      await eraseRecordingsOf(tx, this.storage, userId);
    });
    this.events.on(groupDeleted, ({ groupId }, { db: tx }) => eraseGroup(tx, groupId));
    this.events.on(membershipRemoved, ({ studentId, groupId }, { db: tx }) =>
      forgetMembership(tx, studentId, groupId),
    );
    this.events.on(organizationDeleted, async ({ organizationId }, { db: tx }) => {
      await eraseSchoolBatches(tx, this.batchFiles, organizationId);
      await eraseOrganization(tx, organizationId);
      await eraseSchoolRecordings(tx, this.storage, organizationId);
    });
  }
}
