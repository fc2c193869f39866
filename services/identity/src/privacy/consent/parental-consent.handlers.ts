import { Controller, Inject } from '@nestjs/common';
import {
  checkParentalConsent,
  decideParentalConsent,
  getStudentGuardian,
  listSignedAgreements,
  requestParentalConsent,
  requestSignedAgreement,
  setStudentGuardian,
  viewParentalConsent,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ParentalConsentService } from './parental-consent.service.js';

/** Parents and under-14s (issue 31 §7): the school's side, the parent's link, the services' verdict. */
@Controller()
export class ParentalConsentHandlers {
  constructor(@Inject(ParentalConsentService) private readonly consents: ParentalConsentService) {}

  @Handles(getStudentGuardian)
  guardian(payload: PayloadOf<typeof getStudentGuardian>, actor: Actor | null) {
    return this.consents.guardian(actor, payload.studentId);
  }

  @Handles(setStudentGuardian)
  setGuardian(payload: PayloadOf<typeof setStudentGuardian>, actor: Actor | null) {
    return this.consents.setGuardian(actor, payload);
  }

  @Handles(requestParentalConsent)
  request(payload: PayloadOf<typeof requestParentalConsent>, actor: Actor | null) {
    return this.consents.request(actor, payload);
  }

  @Handles(viewParentalConsent)
  view(payload: PayloadOf<typeof viewParentalConsent>) {
    return this.consents.view(payload.token);
  }

  @Handles(decideParentalConsent)
  decide(payload: PayloadOf<typeof decideParentalConsent>) {
    return this.consents.decide(payload);
  }

  @Handles(checkParentalConsent)
  check(payload: PayloadOf<typeof checkParentalConsent>, actor: Actor | null) {
    return this.consents.check(actor, payload);
  }

  @Handles(requestSignedAgreement)
  requestAgreement(payload: PayloadOf<typeof requestSignedAgreement>, actor: Actor | null) {
    return this.consents.requestAgreement(actor, payload);
  }

  @Handles(listSignedAgreements)
  listAgreements(payload: PayloadOf<typeof listSignedAgreements>, actor: Actor | null) {
    return this.consents.listAgreements(actor, payload);
  }
}
