import { Controller, Inject } from '@nestjs/common';
import {
  approveBoardLoan,
  declineBoardLoan,
  listBoardCatalogue,
  listBoardInstruments,
  listBoardLoans,
  offerBoardLoan,
  requestBoardLoan,
  returnBoardLoan,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BoardLoansService } from './board-loans.service.js';

/** The board's catalogues and the loans between its schools (issue 27 §8): thin, as the others. */
@Controller()
export class BoardLoansHandlers {
  constructor(@Inject(BoardLoansService) private readonly board: BoardLoansService) {}

  @Handles(listBoardCatalogue)
  catalogue(payload: PayloadOf<typeof listBoardCatalogue>, actor: Actor | null) {
    return this.board.catalogue(actor, payload);
  }

  @Handles(listBoardInstruments)
  instruments(payload: PayloadOf<typeof listBoardInstruments>, actor: Actor | null) {
    return this.board.instruments(actor, payload);
  }

  @Handles(listBoardLoans)
  list(payload: PayloadOf<typeof listBoardLoans>, actor: Actor | null) {
    return this.board.list(actor, payload);
  }

  @Handles(requestBoardLoan)
  request(payload: PayloadOf<typeof requestBoardLoan>, actor: Actor | null) {
    return this.board.request(actor, payload);
  }

  @Handles(offerBoardLoan)
  offer(payload: PayloadOf<typeof offerBoardLoan>, actor: Actor | null) {
    return this.board.offer(actor, payload);
  }

  @Handles(declineBoardLoan)
  decline(payload: PayloadOf<typeof declineBoardLoan>, actor: Actor | null) {
    return this.board.decline(actor, payload.loanId);
  }

  @Handles(approveBoardLoan)
  approve(payload: PayloadOf<typeof approveBoardLoan>, actor: Actor | null) {
    return this.board.approve(actor, payload.loanId);
  }

  @Handles(returnBoardLoan)
  return(payload: PayloadOf<typeof returnBoardLoan>, actor: Actor | null) {
    return this.board.return(actor, payload.loanId);
  }
}
