import { Controller, Inject } from '@nestjs/common';
import {
  commentRecording,
  keepRecording,
  listRecordings,
  removeRecording,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { RecordingsService } from './recordings.service.js';

/** What is said about recordings, over NATS (the audio itself goes over HTTP: recordings-http.ts). */
@Controller()
export class RecordingsHandlers {
  constructor(@Inject(RecordingsService) private readonly recordings: RecordingsService) {}

  @Handles(listRecordings)
  list(payload: PayloadOf<typeof listRecordings>, actor: Actor | null) {
    return this.recordings.list(actor, payload);
  }

  @Handles(commentRecording)
  comment(payload: PayloadOf<typeof commentRecording>, actor: Actor | null) {
    return this.recordings.comment(actor, payload);
  }

  @Handles(keepRecording)
  keep(payload: PayloadOf<typeof keepRecording>, actor: Actor | null) {
    return this.recordings.keep(actor, payload.recordingId, payload.kept);
  }

  @Handles(removeRecording)
  remove(payload: PayloadOf<typeof removeRecording>, actor: Actor | null) {
    return this.recordings.remove(actor, payload.recordingId);
  }
}
