import { Controller, Inject } from '@nestjs/common';
import {
  approveCommentDraft,
  approveDraft,
  createLessonIdeas,
  discardLessonIdeas,
  keepLessonIdeas,
  listLessonIdeas,
  createCommentDrafts,
  discardCommentDraft,
  listCommentDrafts,
  createBilan,
  editDraft,
  getDraft,
  getMaestroStatus,
  createPracticePlan,
  discardPracticePlan,
  keepPracticePlan,
  listGroupPracticePlans,
  listMyPracticePlans,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BilanService } from './bilan/bilan.service.js';
import { ReportCommentsService } from './comments/report-comments.service.js';
import { DraftsService } from './drafts.service.js';
import { LessonIdeasService } from './lessons/lesson-ideas.service.js';
import { PracticePlansService } from './practice/practice-plans.service.js';
import { StatusService } from './status.service.js';

/** Request/reply of Maestro IA: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class MaestroHandlers {
  constructor(
    @Inject(StatusService) private readonly statuses: StatusService,
    @Inject(BilanService) private readonly bilans: BilanService,
    @Inject(DraftsService) private readonly drafts: DraftsService,
    @Inject(ReportCommentsService) private readonly comments: ReportCommentsService,
    @Inject(LessonIdeasService) private readonly lessons: LessonIdeasService,
    @Inject(PracticePlansService) private readonly plans: PracticePlansService,
  ) {}

  @Handles(getMaestroStatus)
  status(payload: PayloadOf<typeof getMaestroStatus>, actor: Actor | null) {
    return this.statuses.status(actor, payload.groupId);
  }

  @Handles(createBilan)
  createBilan(payload: PayloadOf<typeof createBilan>, actor: Actor | null) {
    return this.bilans.create(actor, payload);
  }

  @Handles(getDraft)
  getDraft(payload: PayloadOf<typeof getDraft>, actor: Actor | null) {
    return this.drafts.get(actor, payload.draftId);
  }

  @Handles(editDraft)
  editDraft(payload: PayloadOf<typeof editDraft>, actor: Actor | null) {
    return this.drafts.edit(actor, payload.draftId, payload.sentences);
  }

  @Handles(approveDraft)
  approveDraft(payload: PayloadOf<typeof approveDraft>, actor: Actor | null) {
    return this.drafts.approve(actor, payload.draftId);
  }

  @Handles(createCommentDrafts)
  createCommentDrafts(payload: PayloadOf<typeof createCommentDrafts>, actor: Actor | null) {
    return this.comments.create(actor, payload);
  }

  @Handles(listCommentDrafts)
  listCommentDrafts(payload: PayloadOf<typeof listCommentDrafts>, actor: Actor | null) {
    return this.comments.list(actor, payload);
  }

  @Handles(approveCommentDraft)
  approveCommentDraft(payload: PayloadOf<typeof approveCommentDraft>, actor: Actor | null) {
    return this.comments.approve(actor, payload.draftId, payload.text);
  }

  @Handles(discardCommentDraft)
  discardCommentDraft(payload: PayloadOf<typeof discardCommentDraft>, actor: Actor | null) {
    return this.comments.discard(actor, payload.draftId);
  }

  @Handles(createLessonIdeas)
  createLessonIdeas(payload: PayloadOf<typeof createLessonIdeas>, actor: Actor | null) {
    return this.lessons.create(actor, payload);
  }

  @Handles(listLessonIdeas)
  listLessonIdeas(payload: PayloadOf<typeof listLessonIdeas>, actor: Actor | null) {
    return this.lessons.list(actor, payload);
  }

  @Handles(keepLessonIdeas)
  keepLessonIdeas(payload: PayloadOf<typeof keepLessonIdeas>, actor: Actor | null) {
    return this.lessons.keep(actor, payload.lessonIdeasId);
  }

  @Handles(discardLessonIdeas)
  discardLessonIdeas(payload: PayloadOf<typeof discardLessonIdeas>, actor: Actor | null) {
    return this.lessons.discard(actor, payload.lessonIdeasId);
  }

  @Handles(createPracticePlan)
  createPracticePlan(payload: PayloadOf<typeof createPracticePlan>, actor: Actor | null) {
    return this.plans.create(actor, payload);
  }

  @Handles(listMyPracticePlans)
  listMyPracticePlans(payload: PayloadOf<typeof listMyPracticePlans>, actor: Actor | null) {
    return this.plans.listMine(actor, payload);
  }

  @Handles(listGroupPracticePlans)
  listGroupPracticePlans(payload: PayloadOf<typeof listGroupPracticePlans>, actor: Actor | null) {
    return this.plans.listGroup(actor, payload);
  }

  @Handles(keepPracticePlan)
  keepPracticePlan(payload: PayloadOf<typeof keepPracticePlan>, actor: Actor | null) {
    return this.plans.keep(actor, payload.practicePlanId);
  }

  @Handles(discardPracticePlan)
  discardPracticePlan(payload: PayloadOf<typeof discardPracticePlan>, actor: Actor | null) {
    return this.plans.discard(actor, payload.practicePlanId);
  }
}
