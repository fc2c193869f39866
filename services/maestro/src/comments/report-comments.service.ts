import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  groupReportPage,
  listBankComments,
  listGroupReportCards,
  lookupProfiles,
  saveReportCard,
  bankCommentPage,
  type Actor,
  type BankComment,
  type CommentDraft,
  type GroupReportRow,
  type PayloadOf,
  type ReplyOf,
  type ReportCompetency,
  type createCommentDrafts,
  type listCommentDrafts,
  type Term,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  ServiceClient,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { buildCommentContext, commentAnswerSchema, resolveComment } from '../context/comment-context.js';
import type { Person } from '../context/people.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from '../maestro.options.js';
import { MaestroSwitch, switchedOnGroup, type MaestroSwitchPort } from '../maestro-switch.js';
import { LiveProgress, type ProgressPieces } from '../model/live-progress.js';
import { LoggedQuestions } from '../model/logged-questions.js';
import type { AnswerProgress } from '../model/answer-progress.js';
import { MAESTRO_MODEL, type MaestroModel } from '../model/maestro-model.js';
import { markAnswered } from '../request-log.store.js';
import {
  approveCommentDraftRow,
  discardCommentDraftRow,
  findCommentDraft,
  insertCommentDraft,
  decodeCommentDraftCursor,
  pendingCommentDraftPage,
  toCommentDraft,
  type CommentDraftRow,
} from './comment-draft.store.js';
import { mapWithLimit } from './map-with-limit.js';
import { DraftReview } from '../draft-review.js';
import { AiOutputReads } from '../ai-output-reads.js';

/** The comments to write for one competency alone (reports keeps the others). */
function onlyCompetency(
  competency: ReportCompetency,
  text: string,
): Partial<Record<ReportCompetency, string>> {
  const comments: Partial<Record<ReportCompetency, string>> = {};
  comments[competency] = text;
  return comments;
}

/** The most students one request drafts for: a page of reports' 'Bulletins' at its largest. */
export const commentDraftsPerRequest = groupReportPage.max;
/** Model calls in flight at once for one request (one call per student). */
export const commentConcurrency = 4;

/**
 * 'Commentaires de bulletin' (issue 30 §2): a teacher of the group (groups decides) asks a draft of each
 * student's report-card comment for a term, the card's general comment or one competency's. The evidence is
 * reports' (the cards, their marks, the term's work from homework) and the comment bank, read as the teacher;
 * one model call per student, `commentConcurrency` at a time, each logged within the day's budgets; the
 * question leaves without a name (the bilan's placeholders) and the answer's names are put back here.
 * Approving writes the comment into reports (the card's, or the competency's alone).
 */
/** 'Journal des consultations': a group's comment drafts of a term, Maestro IA's outputs about its students. */
const commentDraftsReference = (termId: string, groupId: string) =>
  `commentDrafts:term:${termId}/group:${groupId}`;

@Injectable()
export class ReportCommentsService {
  constructor(
    @Inject(DraftReview) private readonly review: DraftReview,
    @Inject(LoggedQuestions) private readonly questions: LoggedQuestions,
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
    @Inject(AiOutputReads) private readonly reads: AiOutputReads,
    @Inject(LiveProgress) private readonly progress: LiveProgress,
  ) {}

  async create(
    actor: Actor | null,
    input: PayloadOf<typeof createCommentDrafts>,
  ): Promise<ReplyOf<typeof createCommentDrafts>> {
    const viewer = requireStaff(actor);
    const { group } = await switchedOnGroup(
      this.maestroSwitch.isOn(actor!, input.groupId),
      this.access.require(actor!, input.groupId, 'teach'),
      this.model,
    );
    const model = this.model!;

    const { term, rows } = await this.cards(actor!, input.groupId, input.termId, commentDraftsPerRequest);
    if (rows.length === 0) return { drafts: [], failed: [] };
    const teacherIds = [viewer.userId, ...group.teacherIds.filter((id) => id !== viewer.userId)];
    const [{ comments: bank }, { profiles }] = await Promise.all([
      this.client.request(listBankComments, { language: input.language, limit: bankCommentPage.max }, actor),
      this.client.request(
        lookupProfiles,
        { userIds: [...rows.map((row) => row.studentId), ...teacherIds] },
        actor,
      ),
    ]);
    const person = (id: string, role: Person['role']): Person => {
      const profile = profiles.find((candidate) => candidate.id === id);
      return {
        id,
        role,
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        email: profile?.email ?? null,
      };
    };
    const teachers = teacherIds.map((id) => person(id, 'teacher'));

    const pieces = input.progressKey
      ? this.progress.pieces({
          organizationId: viewer.organizationId,
          userId: viewer.userId,
          key: input.progressKey,
        })
      : null;
    const told = pieces && commentProgress(pieces);
    type Outcome = { draft: CommentDraft } | { studentId: string; error: unknown };
    const outcomes = await mapWithLimit(rows, commentConcurrency, async (row, index): Promise<Outcome> => {
      try {
        const student = person(row.studentId, 'student');
        const draft = await this.draftOne(
          viewer,
          model,
          input,
          term,
          row,
          student,
          teachers,
          bank,
          told?.call(index),
        );
        told?.drafted(`${student.firstName} ${student.lastName}`.trim(), draft.text);
        return { draft };
      } catch (error) {
        return { studentId: row.studentId, error };
      }
    });
    const drafts = outcomes.flatMap((outcome) => ('draft' in outcome ? [outcome.draft] : []));
    const failures = outcomes.flatMap((outcome) => ('draft' in outcome ? [] : [outcome]));
    // Nothing drafted: the teacher reads why (the budget, 'Maestro IA n’a pas pu répondre…').
    if (drafts.length === 0 && failures[0]) throw failures[0].error;
    await this.reads.record(
      actor,
      commentDraftsReference(input.termId, input.groupId),
      drafts.map((draft) => draft.studentId),
    );
    return { drafts, failed: failures.map((failure) => failure.studentId) };
  }

  private async draftOne(
    viewer: { userId: string; organizationId: string },
    model: MaestroModel,
    input: PayloadOf<typeof createCommentDrafts>,
    term: Term,
    row: GroupReportRow,
    student: Person,
    teachers: Person[],
    bank: BankComment[],
    progress?: AnswerProgress,
  ): Promise<CommentDraft> {
    const context = buildCommentContext({
      student,
      teachers,
      language: input.language,
      term,
      marks: row.reportCard?.marks ?? null,
      work: row.work,
      ...(input.competency ? { competency: input.competency } : {}),
      currentComment: input.competency
        ? (row.reportCard?.competencyComments[input.competency] ?? '')
        : (row.reportCard?.comment ?? ''),
      bank,
    });
    const feature = input.competency ? 'competency-comment' : 'report-comment';
    const now = this.options.now();
    const { requestId, answer } = await this.questions.ask(
      model,
      {
        organizationId: viewer.organizationId,
        userId: viewer.userId,
        at: now,
        day: dayOf(now, this.options.timeZone),
      },
      feature,
      { name: 'report_comment', schema: commentAnswerSchema, system: context.system, prompt: context.prompt },
      progress,
    );
    const draft = await this.db.transaction(async (tx) => {
      const saved = await insertCommentDraft(tx, {
        id: randomUUID(),
        organizationId: viewer.organizationId,
        requestId,
        groupId: input.groupId,
        termId: input.termId,
        studentId: row.studentId,
        language: input.language,
        competency: input.competency ?? null,
        text: resolveComment(answer, context),
        model: model.info,
        createdBy: viewer.userId,
        at: now,
      });
      await markAnswered(tx, requestId, answer, saved.id);
      return saved;
    });
    return toCommentDraft(draft);
  }

  async list(
    actor: Actor | null,
    query: PayloadOf<typeof listCommentDrafts>,
  ): Promise<ReplyOf<typeof listCommentDrafts>> {
    const viewer = requireStaff(actor);
    await this.access.require(actor!, query.groupId, 'teach');
    if (!(await this.maestroSwitch.isOn(actor!, query.groupId)))
      throw new AppException('FORBIDDEN', 'maestro.off');
    const after = query.cursor ? decodeCommentDraftCursor(query.cursor) : null;
    const page = await pendingCommentDraftPage(this.db, viewer.organizationId, query, after, query.limit);
    await this.reads.record(
      actor,
      commentDraftsReference(query.termId, query.groupId),
      page.items.map((draft) => draft.studentId),
    );
    return { drafts: page.items, nextCursor: page.nextCursor };
  }

  async approve(actor: Actor | null, draftId: string, edited?: string): Promise<CommentDraft> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const text = edited ?? row.text;
    // The card's marks and other comments as they are now: the draft's comment alone changes.
    const card = (await this.cardOf(actor!, row))?.reportCard;
    await this.client.request(
      saveReportCard,
      {
        termId: row.term_id,
        groupId: row.group_id,
        studentId: row.student_id,
        marks: card?.marks ?? { create: null, perform: null, appreciate: null },
        ...(row.competency
          ? { comment: card?.comment ?? '', competencyComments: onlyCompetency(row.competency, text) }
          : { comment: text }),
      },
      actor,
    );
    const approver = await this.review.approver(actor!);
    const approved = await approveCommentDraftRow(this.db, row.id, text, approver, this.options.now());
    if (!approved) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toCommentDraft(approved);
  }

  async discard(actor: Actor | null, draftId: string): Promise<{ discarded: true }> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at || !(await discardCommentDraftRow(this.db, row.id)))
      throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return { discarded: true };
  }

  private readable(actor: Actor | null, draftId: string): Promise<CommentDraftRow> {
    return this.review.readable(actor, (organizationId) =>
      findCommentDraft(this.db, organizationId, draftId),
    );
  }

  /** The group's 'Bulletins' for the term as reports answers the teacher, up to `max` students. */
  private async cards(
    actor: Actor,
    groupId: string,
    termId: string,
    max: number,
    until?: (row: GroupReportRow) => boolean,
  ): Promise<{ term: Term; rows: GroupReportRow[] }> {
    const rows: GroupReportRow[] = [];
    let term: Term | undefined;
    let cursor: string | undefined;
    do {
      const page = await this.client.request(
        listGroupReportCards,
        { groupId, termId, limit: groupReportPage.max, ...(cursor ? { cursor } : {}) },
        actor,
      );
      term = page.term;
      rows.push(...page.rows);
      if (until && page.rows.some(until)) break;
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < max);
    return { term: term!, rows: rows.slice(0, max) };
  }

  private async cardOf(actor: Actor, row: CommentDraftRow): Promise<GroupReportRow | undefined> {
    const { rows } = await this.cards(
      actor,
      row.group_id,
      row.term_id,
      Number.MAX_SAFE_INTEGER,
      (candidate) => candidate.studentId === row.student_id,
    );
    return rows.find((candidate) => candidate.studentId === row.student_id);
  }
}

/**
 * What the teacher hears of a request of report-card comments (decision 0068): one call per student, several at
 * once, so not their tokens interleaved but each student's comment whole as it is drafted ('name — comment',
 * names back), in the order they finish; before the first, the place in the queue of the request's first call.
 */
function commentProgress(pieces: ProgressPieces) {
  let written = 0;
  return {
    call: (index: number): AnswerProgress => ({
      waiting: (position) => {
        if (index === 0 && written === 0) pieces.waiting(position);
      },
      retrying: () => undefined,
      done: () => undefined,
    }),
    drafted: (name: string, text: string) => {
      pieces.write(`${written++ === 0 ? '' : '\n\n'}${name ? `${name} — ` : ''}${text}`);
    },
  };
}
