import { Controller, Inject } from '@nestjs/common';
import { getPrivacyFactSheet, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { FactSheetService } from './fact-sheet.service.js';

/** 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6). */
@Controller()
export class FactSheetHandlers {
  constructor(@Inject(FactSheetService) private readonly sheets: FactSheetService) {}

  @Handles(getPrivacyFactSheet)
  get(payload: PayloadOf<typeof getPrivacyFactSheet>, actor: Actor | null) {
    return this.sheets.sheet(actor, payload.language);
  }
}
