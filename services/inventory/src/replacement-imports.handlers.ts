import { Controller, Inject } from '@nestjs/common';
import {
  addReplacementToBudget,
  getReplacementPlan,
  importScores,
  importUniforms,
  saveReplacementSettings,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ImportsService } from './imports.service.js';
import { ReplacementService } from './replacement.service.js';

/** The replacement plan (issue 27 §7) and the CSV imports of scores and uniforms (§1): thin, as the others. */
@Controller()
export class ReplacementImportsHandlers {
  constructor(
    @Inject(ReplacementService) private readonly replacement: ReplacementService,
    @Inject(ImportsService) private readonly imports: ImportsService,
  ) {}

  @Handles(getReplacementPlan)
  plan(_payload: PayloadOf<typeof getReplacementPlan>, actor: Actor | null) {
    return this.replacement.plan(actor);
  }

  @Handles(saveReplacementSettings)
  saveSettings(payload: PayloadOf<typeof saveReplacementSettings>, actor: Actor | null) {
    return this.replacement.saveSettings(actor, payload);
  }

  @Handles(addReplacementToBudget)
  addToBudget(_payload: PayloadOf<typeof addReplacementToBudget>, actor: Actor | null) {
    return this.replacement.addToBudget(actor);
  }

  @Handles(importScores)
  importScores(payload: PayloadOf<typeof importScores>, actor: Actor | null) {
    return this.imports.importScores(actor, payload);
  }

  @Handles(importUniforms)
  importUniforms(payload: PayloadOf<typeof importUniforms>, actor: Actor | null) {
    return this.imports.importUniforms(actor, payload);
  }
}
