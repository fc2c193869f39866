import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PrivacyRequestKind, PrivacyRequestWire } from '@crescendo/contracts';
import { answerDeadline, daysLeft, refuseExtension, type PrivacyBody } from '@crescendo/domain';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db } from '@crescendo/service-kit';
import { Mailer } from '../../mail/mailer.js';
import { PrivacyOfficerService } from '../officer/privacy-officer.service.js';
import {
  bodyOf,
  insertPrivacyRequest,
  markAnswered,
  markExtended,
  privacyRequestOf,
  privacyRequestsPage,
  schoolNameOf,
  setBody,
  studentOfSchool,
  type PrivacyRequestRow,
} from './privacy-requests.store.js';
import { privacySchoolOf } from '../privacy-school.js';

/** Today on the schools' calendar (Quebec): the day deadlines are counted against. */
export function todayInQuebec(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}

/**
 * 'Demandes d'accès' (issue 31 §6, decision 0063): a school's administrators (and its board's) record the
 * requests about personal information, extend a public body's deadline once (the requester mailed the law's
 * notice with the new deadline), and answer them. The deadline is
 * libs/domain's rule; the school's law (public body or private school) is kept with each request on arrival.
 */
@Injectable()
export class PrivacyDeskService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(PrivacyOfficerService) private readonly officers: PrivacyOfficerService,
  ) {}

  async list(actor: Actor | null, schoolId: string | undefined, page: { cursor?: string; limit: number }) {
    const school = await this.school(actor, schoolId);
    const { items, nextCursor } = await privacyRequestsPage(this.db, school.id, page);
    const today = todayInQuebec();
    return {
      body: await bodyOf(this.db, school.id),
      requests: items.map((row) => wire(row, today)),
      nextCursor,
    };
  }

  async record(
    actor: Actor | null,
    input: {
      schoolId?: string;
      kind: PrivacyRequestKind;
      requesterName: string;
      requesterEmail: string;
      studentId: string | null;
      receivedOn: string;
    },
  ): Promise<PrivacyRequestWire> {
    const school = await this.school(actor, input.schoolId);
    const today = todayInQuebec();
    if (input.receivedOn > today)
      throw AppException.invalid({ receivedOn: 'validation.privacyReceivedFuture' });
    // The student is one of this school's, as identity's memberships say: an id from elsewhere is nobody here.
    if (input.studentId && !(await studentOfSchool(this.db, school.id, input.studentId))) {
      throw AppException.invalid({ studentId: 'validation.privacyRequestStudent' });
    }
    const id = randomUUID();
    const body = await bodyOf(this.db, school.id);
    await insertPrivacyRequest(this.db, {
      id,
      organizationId: school.id,
      kind: input.kind,
      requesterName: input.requesterName,
      requesterEmail: input.requesterEmail,
      studentId: input.studentId,
      receivedOn: input.receivedOn,
      body,
      dueOn: answerDeadline({ receivedOn: input.receivedOn, body, extended: false }),
      recordedBy: school.userId,
    });
    return wire((await privacyRequestOf(this.db, school.id, id))!, today);
  }

  async extend(
    actor: Actor | null,
    schoolId: string | undefined,
    requestId: string,
  ): Promise<PrivacyRequestWire> {
    const school = await this.school(actor, schoolId);
    const today = todayInQuebec();
    return this.db.transaction(async (tx) => {
      const row = await this.requestOf(tx, school.id, requestId);
      const refusal = refuseExtension({
        body: row.body,
        extended: row.extended,
        answered: row.answered_on !== null,
        receivedOn: row.received_on,
        today,
      });
      if (refusal) throw new AppException('CONFLICT', extensionRefusals[refusal]);
      const dueOn = answerDeadline({ receivedOn: row.received_on, body: row.body, extended: true });
      // The law's written notice to the requester first (Access Act, s. 47): no notice, no extension.
      const officer = await this.officers.published(school.id);
      const sent = await this.mailer.send(
        row.requester_email,
        'fr',
        mailTexts.privacyExtension('fr', {
          name: row.requester_name,
          school: await schoolNameOf(tx, school.id),
          receivedOn: row.received_on,
          dueOn,
          officer,
        }),
      );
      if (!sent) throw new AppException('UNAVAILABLE', 'privacy.extensionNoticeNotSent');
      await markExtended(tx, row.id, dueOn);
      return wire((await privacyRequestOf(tx, school.id, requestId))!, today);
    });
  }

  async answer(
    actor: Actor | null,
    input: { schoolId?: string; requestId: string; answeredOn: string; note: string },
  ): Promise<PrivacyRequestWire> {
    const school = await this.school(actor, input.schoolId);
    const today = todayInQuebec();
    return this.db.transaction(async (tx) => {
      const row = await this.requestOf(tx, school.id, input.requestId);
      if (row.answered_on) throw new AppException('CONFLICT', 'privacy.alreadyAnswered');
      if (input.answeredOn < row.received_on || input.answeredOn > today) {
        throw AppException.invalid({ answeredOn: 'validation.privacyAnsweredOn' });
      }
      await markAnswered(tx, row.id, input.answeredOn, input.note);
      return wire((await privacyRequestOf(tx, school.id, input.requestId))!, today);
    });
  }

  /** 'Établissement privé': a school's own administrator says which law the school answers under. */
  async setBody(actor: Actor | null, privateSchool: boolean): Promise<{ body: PrivacyBody }> {
    const school = await this.school(actor, undefined);
    if (school.level !== 'school') throw new AppException('FORBIDDEN', 'common.forbidden');
    const body: PrivacyBody = privateSchool ? 'private' : 'public';
    await setBody(this.db, school.id, body);
    return { body };
  }

  private async requestOf(db: Db, schoolId: string, requestId: string): Promise<PrivacyRequestRow> {
    const row = await privacyRequestOf(db, schoolId, requestId, true);
    if (!row) throw new AppException('NOT_FOUND', 'privacy.requestNotFound');
    return row;
  }

  /** The school acted on (`privacySchoolOf`: its administrator, or its board's). */
  private school(actor: Actor | null, schoolId: string | undefined) {
    return privacySchoolOf(this.db, actor, schoolId);
  }
}

const extensionRefusals = {
  private: 'privacy.extensionPrivate',
  alreadyExtended: 'privacy.extensionAlreadyGiven',
  answered: 'privacy.extensionAnswered',
  tooLate: 'privacy.extensionTooLate',
} as const;

function wire(row: PrivacyRequestRow, today: string): PrivacyRequestWire {
  const answered = row.answered_on !== null;
  return {
    id: row.id,
    kind: row.kind,
    requesterName: row.requester_name,
    requesterEmail: row.requester_email,
    student: row.student_id ? { id: row.student_id, name: row.student_name ?? '' } : null,
    receivedOn: row.received_on,
    body: row.body,
    dueOn: row.due_on,
    daysLeft: answered ? null : daysLeft(row.due_on, today),
    extended: row.extended,
    extensionNoticeSentOn: row.extension_notice_sent_on,
    canExtend:
      refuseExtension({
        body: row.body,
        extended: row.extended,
        answered,
        receivedOn: row.received_on,
        today,
      }) === null,
    answeredOn: row.answered_on,
    answerNote: row.answer_note,
  };
}
