import { Controller, Inject } from '@nestjs/common';
import {
  addInstrument,
  addScore,
  deleteScore,
  getScore,
  listScores,
  updateScore,
  lendInstrument,
  listInstruments,
  listLoans,
  requestLoanAgreement,
  returnLoan,
  returnScan,
  scanLoan,
  undoLoan,
  updateInstrument,
  addUniform,
  deleteUniform,
  getUniform,
  listUniforms,
  updateUniform,
  lendUniform,
  listUniformLoans,
  returnUniformLoan,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { InstrumentsService } from './instruments.service.js';
import { LoansService } from './loans.service.js';
import { ScoresService } from './scores.service.js';
import { UniformLoansService } from './uniform-loans.service.js';
import { UniformsService } from './uniforms.service.js';

/** Request/reply of the inventory: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class InventoryHandlers {
  constructor(
    @Inject(InstrumentsService) private readonly instruments: InstrumentsService,
    @Inject(LoansService) private readonly loans: LoansService,
    @Inject(ScoresService) private readonly scores: ScoresService,
    @Inject(UniformsService) private readonly uniforms: UniformsService,
    @Inject(UniformLoansService) private readonly uniformLoans: UniformLoansService,
  ) {}

  @Handles(listInstruments)
  listInstruments(payload: PayloadOf<typeof listInstruments>, actor: Actor | null) {
    return this.instruments.list(actor, payload);
  }

  @Handles(addInstrument)
  addInstrument(payload: PayloadOf<typeof addInstrument>, actor: Actor | null) {
    return this.instruments.add(actor, payload);
  }

  @Handles(updateInstrument)
  updateInstrument(payload: PayloadOf<typeof updateInstrument>, actor: Actor | null) {
    return this.instruments.update(actor, payload);
  }

  @Handles(listLoans)
  listLoans(payload: PayloadOf<typeof listLoans>, actor: Actor | null) {
    return this.loans.list(actor, payload);
  }

  @Handles(lendInstrument)
  lend(payload: PayloadOf<typeof lendInstrument>, actor: Actor | null) {
    return this.loans.lend(actor, payload);
  }

  @Handles(scanLoan)
  scan(payload: PayloadOf<typeof scanLoan>, actor: Actor | null) {
    return this.loans.scan(actor, payload);
  }

  @Handles(requestLoanAgreement)
  requestAgreement(payload: PayloadOf<typeof requestLoanAgreement>, actor: Actor | null) {
    return this.loans.requestAgreement(actor, payload.loanId);
  }

  @Handles(undoLoan)
  undo(payload: PayloadOf<typeof undoLoan>, actor: Actor | null) {
    return this.loans.undo(actor, payload.loanId);
  }

  @Handles(returnLoan)
  return(payload: PayloadOf<typeof returnLoan>, actor: Actor | null) {
    return this.loans.return(actor, payload);
  }

  @Handles(returnScan)
  returnScan(payload: PayloadOf<typeof returnScan>, actor: Actor | null) {
    return this.loans.returnByCode(actor, payload);
  }

  @Handles(listScores)
  listScores(payload: PayloadOf<typeof listScores>, actor: Actor | null) {
    return this.scores.list(actor, payload);
  }

  @Handles(getScore)
  getScore(payload: PayloadOf<typeof getScore>, actor: Actor | null) {
    return this.scores.get(actor, payload.scoreId);
  }

  @Handles(addScore)
  addScore(payload: PayloadOf<typeof addScore>, actor: Actor | null) {
    return this.scores.add(actor, payload);
  }

  @Handles(updateScore)
  updateScore(payload: PayloadOf<typeof updateScore>, actor: Actor | null) {
    return this.scores.update(actor, payload);
  }

  @Handles(deleteScore)
  deleteScore(payload: PayloadOf<typeof deleteScore>, actor: Actor | null) {
    return this.scores.delete(actor, payload.scoreId);
  }

  @Handles(listUniforms)
  listUniforms(payload: PayloadOf<typeof listUniforms>, actor: Actor | null) {
    return this.uniforms.list(actor, payload);
  }

  @Handles(getUniform)
  getUniform(payload: PayloadOf<typeof getUniform>, actor: Actor | null) {
    return this.uniforms.get(actor, payload.uniformId);
  }

  @Handles(addUniform)
  addUniform(payload: PayloadOf<typeof addUniform>, actor: Actor | null) {
    return this.uniforms.add(actor, payload);
  }

  @Handles(updateUniform)
  updateUniform(payload: PayloadOf<typeof updateUniform>, actor: Actor | null) {
    return this.uniforms.update(actor, payload);
  }

  @Handles(deleteUniform)
  deleteUniform(payload: PayloadOf<typeof deleteUniform>, actor: Actor | null) {
    return this.uniforms.delete(actor, payload.uniformId);
  }

  @Handles(listUniformLoans)
  listUniformLoans(payload: PayloadOf<typeof listUniformLoans>, actor: Actor | null) {
    return this.uniformLoans.list(actor, payload);
  }

  @Handles(lendUniform)
  lendUniform(payload: PayloadOf<typeof lendUniform>, actor: Actor | null) {
    return this.uniformLoans.lend(actor, payload);
  }

  @Handles(returnUniformLoan)
  returnUniformLoan(payload: PayloadOf<typeof returnUniformLoan>, actor: Actor | null) {
    return this.uniformLoans.return(actor, payload);
  }
}
