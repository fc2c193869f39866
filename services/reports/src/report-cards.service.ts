import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { reportsFilesRead, type ReadCategory } from '@crescendo/contracts';
import type {
  Actor,
  PayloadOf,
  ReportCard,
  Term,
  listGroupReportCards,
  exportReportCardsCsv,
  listMyReportCards,
  renderReportCard,
  saveReportCard,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import {
  AppException,
  Db,
  GroupsAccess,
  Outbox,
  decodeCursor,
  encodeCursor,
  recordFilesRead,
  requireStaff,
  requireStudent,
  viewerOf,
  type GroupsAccessPort,
  type OutboxPort,
} from '@crescendo/service-kit';
import { REPORT_CARD_STORE, decodeMyCardsCursor, type ReportCardStore } from './report-card.store.js';
import { slug } from './batches/slug.js';
import { reportCardCsvTexts, reportCardsCsv } from './report-card-csv.js';
import { renderReportCardPdf } from './report-card-pdf.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';
import { STUDENT_NAMES, type StudentNamesPort } from './student-names.js';
import { TERM_STORE, type TermStore } from './term.store.js';
import { TERM_WORK, noWork, type TermWorkPort } from './term-work.js';

/** A group's students are paged by id: the cursor holds the last one's. */
const studentKey = 'student';

/**
 * 'Bulletins' (issue 29 §3). A teacher of the student's group or the school's admin writes and publishes
 * (groups decides who teaches the group, asked as the actor); the student reads their own published cards.
 */
@Injectable()
export class ReportCardsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(REPORT_CARD_STORE) private readonly cards: ReportCardStore,
    @Inject(TERM_STORE) private readonly terms: TermStore,
    @Inject(TERM_WORK) private readonly work: TermWorkPort,
    @Inject(STUDENT_NAMES) private readonly names: StudentNamesPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
    @Inject(Outbox) private readonly outbox: OutboxPort,
  ) {}

  /** The group's students for the term, a page at a time, each with their card and their term's work. */
  async listGroup(actor: Actor | null, query: PayloadOf<typeof listGroupReportCards>) {
    const viewer = requireStaff(actor);
    const grant = await this.access.require(actor!, query.groupId, 'teach', {
      forbidden: 'reports.groupsNotYours',
    });
    const term = await this.term(viewer.organizationId, query.termId);
    const after = query.cursor ? decodeCursor(query.cursor, studentKey).id : null;
    const students = [...grant.group.studentIds].sort().filter((id) => after === null || id > after);
    const page = students.slice(0, query.limit);
    const [cards, work] = await Promise.all([
      this.cards.cardsOf(this.db, term.id, query.groupId, page),
      this.work.of(viewer.organizationId, query.groupId, page, term, this.today()),
    ]);
    await this.audit(viewer, 'grades', `term:${term.id}/group:${query.groupId}`, page);
    return {
      term,
      rows: page.map((studentId) => ({
        studentId,
        reportCard: cards.get(studentId) ?? null,
        work: work.get(studentId) ?? noWork,
      })),
      nextCursor:
        students.length > query.limit ? encodeCursor({ key: studentKey, id: page[page.length - 1]! }) : null,
    };
  }

  /** Written or changed by a teacher of the group (or the admin), for a student of the group. */
  async save(actor: Actor | null, input: PayloadOf<typeof saveReportCard>): Promise<ReportCard> {
    const viewer = requireStaff(actor);
    const grant = await this.access.require(actor!, input.groupId, 'teach', {
      forbidden: 'reports.groupsNotYours',
    });
    if (!grant.group.studentIds.includes(input.studentId))
      throw new AppException('NOT_FOUND', 'reports.studentNotInGroup');
    await this.term(viewer.organizationId, input.termId);
    return this.cards.saveCard(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      termId: input.termId,
      groupId: input.groupId,
      studentId: input.studentId,
      groupName: grant.group.name,
      marks: input.marks,
      comment: input.comment,
      ...(input.competencyComments ? { competencyComments: input.competencyComments } : {}),
      at: this.options.now(),
      by: viewer.userId,
    });
  }

  /** 'Publier': the term's work is counted now and kept with the card, which its student reads from now on. */
  async publish(actor: Actor | null, reportCardId: string): Promise<ReportCard> {
    const viewer = requireStaff(actor);
    const card = await this.cards.findCard(this.db, viewer.organizationId, reportCardId);
    if (!card) throw new AppException('NOT_FOUND', 'reports.reportCardNotFound');
    await this.access.require(actor!, card.groupId, 'teach', { forbidden: 'reports.groupsNotYours' });
    const term = await this.term(viewer.organizationId, card.termId);
    const work = await this.work.of(
      viewer.organizationId,
      card.groupId,
      [card.studentId],
      term,
      this.today(),
    );
    const published = await this.cards.publishCard(
      this.db,
      viewer.organizationId,
      reportCardId,
      work.get(card.studentId) ?? noWork,
      this.options.now(),
      viewer.userId,
    );
    if (!published) throw new AppException('NOT_FOUND', 'reports.reportCardNotFound');
    return published;
  }

  async listMine(actor: Actor | null, query: PayloadOf<typeof listMyReportCards>) {
    const viewer = requireStudent(actor);
    const after = query.cursor ? decodeMyCardsCursor(query.cursor) : null;
    const page = await this.cards.publishedCardsPage(
      this.db,
      viewer.organizationId,
      viewer.userId,
      after,
      query.limit,
    );
    return { reportCards: page.items, nextCursor: page.nextCursor };
  }

  /**
   * The PDF: its student once published; a teacher of the group; the school's admin (a card outlives its
   * group). Anyone else learns nothing of it (NOT_FOUND).
   */
  async pdf(actor: Actor | null, input: PayloadOf<typeof renderReportCard>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const card = await this.cards.findCard(this.db, viewer.organizationId, input.reportCardId);
    const notFound = new AppException('NOT_FOUND', 'reports.reportCardNotFound');
    if (!card) throw notFound;
    if (viewer.kind === 'student' && (card.studentId !== viewer.userId || card.status !== 'published'))
      throw notFound;
    if (viewer.kind === 'teacher')
      await this.access.require(actor!, card.groupId, 'teach', {
        notFound: 'reports.reportCardNotFound',
        forbidden: 'reports.groupsNotYours',
      });
    const term = await this.term(viewer.organizationId, card.termId);
    const work =
      card.work ??
      (await this.work.of(viewer.organizationId, card.groupId, [card.studentId], term, this.today())).get(
        card.studentId,
      ) ??
      noWork;
    // A report card without the name is still worth printing: identity's silence is not the student's fault.
    const studentName = await this.names.nameOf(actor!, viewer, card.studentId).catch(() => null);
    const pdf = await renderReportCardPdf({ language: input.language, card, term, work, studentName });
    if (viewer.kind !== 'student')
      await this.audit(viewer, 'reportCards', `reportCard:${card.id}`, [card.studentId]);
    return {
      filename: `${input.language === 'fr' ? 'bulletin' : 'report-card'}-${slug(studentName)}-${slug(term.name)}.pdf`,
      contentType: 'application/pdf' as const,
      contentBase64: pdf.toString('base64'),
    };
  }

  /**
   * The group's report cards for the term as a CSV for the school's student information system (its teachers,
   * the school's admin): every student of the group, in the order of their names, written or not.
   */
  async csv(actor: Actor | null, input: PayloadOf<typeof exportReportCardsCsv>) {
    const viewer = requireStaff(actor);
    const grant = await this.access.require(actor!, input.groupId, 'teach', {
      forbidden: 'reports.groupsNotYours',
    });
    const term = await this.term(viewer.organizationId, input.termId);
    const studentIds = [...grant.group.studentIds];
    const [cards, work, names] = await Promise.all([
      this.cards.cardsOf(this.db, term.id, input.groupId, studentIds),
      this.work.of(viewer.organizationId, input.groupId, studentIds, term, this.today()),
      this.names.namesOf(actor!, studentIds),
    ]);
    const students = studentIds
      .map((studentId) => ({
        studentId,
        name: names.get(studentId) ?? null,
        card: cards.get(studentId) ?? null,
        work: work.get(studentId) ?? noWork,
      }))
      .sort(
        (a, b) =>
          (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'fr-CA') ||
          a.studentId.localeCompare(b.studentId),
      );
    const body = reportCardsCsv({
      language: input.language,
      groupName: grant.group.name,
      termName: term.name,
      students,
    });
    await this.audit(viewer, 'grades', `term:${term.id}/group:${input.groupId}`, studentIds);
    return {
      body,
      etag: createHash('sha256').update(body).digest('hex'),
      contentType: 'text/csv; charset=utf-8' as const,
      fileName: reportCardCsvTexts[input.language].fileName(
        slug(grant.group.name, 'groupe'),
        slug(term.name, 'etape'),
      ),
    };
  }

  /** 'Journal des consultations' (issue 31 §4): a staff member's read of students' cards, as one event. */
  private audit(
    reader: { kind: 'admin' | 'teacher'; userId: string; organizationId: string },
    category: ReadCategory,
    reference: string,
    studentIds: readonly string[],
  ): Promise<void> {
    return recordFilesRead(this.db, this.outbox, reportsFilesRead, {
      reader,
      category,
      reference,
      studentIds,
      at: this.options.now(),
    });
  }

  private async term(organizationId: string, termId: string): Promise<Term> {
    const term = await this.terms.findTerm(this.db, organizationId, termId);
    if (!term) throw new AppException('NOT_FOUND', 'reports.termNotFound');
    return term;
  }

  private today(): string {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}
