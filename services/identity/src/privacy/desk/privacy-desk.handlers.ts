import { Controller, Inject } from '@nestjs/common';
import {
  answerPrivacyRequest,
  extendPrivacyRequest,
  listPrivacyRequests,
  recordPrivacyRequest,
  setPrivacyBody,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PrivacyDeskService } from './privacy-desk.service.js';

/** 'Demandes d'accès' (issue 31 §6, decision 0063). */
@Controller()
export class PrivacyDeskHandlers {
  constructor(@Inject(PrivacyDeskService) private readonly desk: PrivacyDeskService) {}

  @Handles(listPrivacyRequests)
  list(payload: PayloadOf<typeof listPrivacyRequests>, actor: Actor | null) {
    return this.desk.list(actor, payload.schoolId, payload);
  }

  @Handles(recordPrivacyRequest)
  record(payload: PayloadOf<typeof recordPrivacyRequest>, actor: Actor | null) {
    return this.desk.record(actor, payload);
  }

  @Handles(extendPrivacyRequest)
  extend(payload: PayloadOf<typeof extendPrivacyRequest>, actor: Actor | null) {
    return this.desk.extend(actor, payload.schoolId, payload.requestId);
  }

  @Handles(answerPrivacyRequest)
  answer(payload: PayloadOf<typeof answerPrivacyRequest>, actor: Actor | null) {
    return this.desk.answer(actor, payload);
  }

  @Handles(setPrivacyBody)
  setBody(payload: PayloadOf<typeof setPrivacyBody>, actor: Actor | null) {
    return this.desk.setBody(actor, payload.privateSchool);
  }
}
