import { Controller, Inject } from '@nestjs/common';
import {
  addBankComment,
  createGoal,
  listGroupGoals,
  listMyGoals,
  removeGoal,
  listBankComments,
  listGroupReportCards,
  listMyReportCards,
  listTerms,
  publishReportCard,
  removeBankComment,
  renderReportCard,
  saveReportCard,
  setTerms,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { CommentBankService } from './comment-bank.service.js';
import { GoalsService } from './goals.service.js';
import { ReportCardsService } from './report-cards.service.js';
import { TermsService } from './terms.service.js';

/** Request/reply of the reports: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class ReportsHandlers {
  constructor(
    @Inject(TermsService) private readonly terms: TermsService,
    @Inject(CommentBankService) private readonly comments: CommentBankService,
    @Inject(ReportCardsService) private readonly cards: ReportCardsService,
    @Inject(GoalsService) private readonly goals: GoalsService,
  ) {}

  @Handles(listTerms)
  listTerms(payload: PayloadOf<typeof listTerms>, actor: Actor | null) {
    return this.terms.list(actor, payload.schoolYear);
  }

  @Handles(setTerms)
  setTerms(payload: PayloadOf<typeof setTerms>, actor: Actor | null) {
    return this.terms.set(actor, payload);
  }

  @Handles(listBankComments)
  listComments(payload: PayloadOf<typeof listBankComments>, actor: Actor | null) {
    return this.comments.list(actor, payload);
  }

  @Handles(addBankComment)
  addComment(payload: PayloadOf<typeof addBankComment>, actor: Actor | null) {
    return this.comments.add(actor, payload);
  }

  @Handles(removeBankComment)
  removeComment(payload: PayloadOf<typeof removeBankComment>, actor: Actor | null) {
    return this.comments.remove(actor, payload.commentId);
  }

  @Handles(listGroupReportCards)
  listGroup(payload: PayloadOf<typeof listGroupReportCards>, actor: Actor | null) {
    return this.cards.listGroup(actor, payload);
  }

  @Handles(saveReportCard)
  save(payload: PayloadOf<typeof saveReportCard>, actor: Actor | null) {
    return this.cards.save(actor, payload);
  }

  @Handles(publishReportCard)
  publish(payload: PayloadOf<typeof publishReportCard>, actor: Actor | null) {
    return this.cards.publish(actor, payload.reportCardId);
  }

  @Handles(listMyReportCards)
  listMine(payload: PayloadOf<typeof listMyReportCards>, actor: Actor | null) {
    return this.cards.listMine(actor, payload);
  }

  @Handles(renderReportCard)
  pdf(payload: PayloadOf<typeof renderReportCard>, actor: Actor | null) {
    return this.cards.pdf(actor, payload);
  }

  @Handles(createGoal)
  createGoal(payload: PayloadOf<typeof createGoal>, actor: Actor | null) {
    return this.goals.create(actor, payload);
  }

  @Handles(removeGoal)
  removeGoal(payload: PayloadOf<typeof removeGoal>, actor: Actor | null) {
    return this.goals.remove(actor, payload.goalId);
  }

  @Handles(listGroupGoals)
  listGroupGoals(payload: PayloadOf<typeof listGroupGoals>, actor: Actor | null) {
    return this.goals.listGroup(actor, payload);
  }

  @Handles(listMyGoals)
  listMyGoals(payload: PayloadOf<typeof listMyGoals>, actor: Actor | null) {
    return this.goals.listMine(actor, payload);
  }
}
