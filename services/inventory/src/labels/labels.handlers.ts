import { Controller, Inject } from '@nestjs/common';
import { printLabels, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { LabelsService } from './labels.service.js';

/** 'Imprimer les étiquettes': validated by the contract (in @Handles), decided in the service. */
@Controller()
export class LabelsHandlers {
  constructor(@Inject(LabelsService) private readonly labels: LabelsService) {}

  @Handles(printLabels)
  print(payload: PayloadOf<typeof printLabels>, actor: Actor | null) {
    return this.labels.print(actor, payload);
  }
}
