import { Inject, Injectable } from '@nestjs/common';
import {
  consentPagePath,
  type Actor,
  type ParentalConsentView,
  type StudentGuardianWire,
} from '@crescendo/contracts';
import {
  agreementSigner,
  consentAnswers,
  consentFeatures,
  consentLinkDays,
  consentTextVersions,
  consentVerdict,
  type AgeBand,
  type AgreementKind,
  type AgreementSigner,
  type ConsentFeature,
} from '@crescendo/domain';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor, requireAdmin } from '../../actor-guard.js';
import { emailOf } from '../../user.store.js';
import type { IdentityConfig } from '../../config.js';
import { hashToken, newToken } from '../../mail/mail-token.store.js';
import { Mailer } from '../../mail/mailer.js';
import { schoolNameOf } from '../desk/privacy-requests.store.js';
import {
  agreementsFor,
  answerConsent,
  consentByLink,
  consentsOf,
  guardianOf,
  putConsentRequest,
  saveGuardian,
  studentOfSchool,
  type ConsentRow,
  type GuardianRow,
  type SchoolStudent,
} from './parental-consent.store.js';

/**
 * Parents and under-14s (issue 31 §7, decision 0066): the school's administrators set a student's age band
 * and a parent's address and ask consents; the parent answers by the mailed link (its token alone); the
 * services ask the verdict, which libs/domain's `consentVerdict` decides.
 */
@Injectable()
export class ParentalConsentService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async guardian(actor: Actor | null, studentId: string): Promise<StudentGuardianWire> {
    const { organizationId } = requireAdmin(actor);
    return this.describe(organizationId, await this.studentOf(organizationId, studentId));
  }

  async setGuardian(
    actor: Actor | null,
    input: GuardianRow & { studentId: string },
  ): Promise<StudentGuardianWire> {
    const admin = requireAdmin(actor);
    const student = await this.studentOf(admin.organizationId, input.studentId);
    await saveGuardian(this.db, {
      organizationId: admin.organizationId,
      studentId: student.id,
      ageBand: input.ageBand,
      parentEmail: input.parentEmail,
      setBy: admin.userId,
    });
    return this.describe(admin.organizationId, student);
  }

  /** 'Demander le consentement': a new link mailed to the parent; a consent already given stays. */
  async request(
    actor: Actor | null,
    input: { studentId: string; feature: ConsentFeature },
  ): Promise<StudentGuardianWire> {
    const admin = requireAdmin(actor);
    const student = await this.studentOf(admin.organizationId, input.studentId);
    const guardian = await guardianOf(this.db, admin.organizationId, student.id);
    if (guardian.ageBand === 'fourteenPlus') throw new AppException('CONFLICT', 'privacy.consentNotNeeded');
    if (!guardian.parentEmail) throw AppException.invalid({ parentEmail: 'privacy.parentEmailMissing' });
    await this.ask({
      organizationId: admin.organizationId,
      requestedBy: admin.userId,
      student,
      feature: input.feature,
      to: guardian.parentEmail,
      signer: 'parent',
    });
    return this.describe(admin.organizationId, student);
  }

  /**
   * An item's agreement (a loan, a trip), asked by the service that owns the item as the actor, a staff member
   * of the student's school: mailed to a parent under 14 (or of unknown age), to the student from 14 on.
   */
  async requestAgreement(
    actor: Actor | null,
    input: { studentId: string; kind: AgreementKind; reference: string; summary: string },
  ) {
    const staff = requireSchoolStaff(actor);
    const student = await this.studentOf(staff.organizationId, input.studentId);
    const guardian = await guardianOf(this.db, staff.organizationId, student.id);
    const signer = agreementSigner(guardian.ageBand);
    const to = signer === 'student' ? await emailOf(this.db, student.id) : guardian.parentEmail;
    if (!to) throw AppException.invalid({ parentEmail: 'privacy.parentEmailMissing' });
    await this.ask({
      organizationId: staff.organizationId,
      requestedBy: staff.userId,
      student,
      feature: input.kind,
      to,
      signer,
      reference: input.reference,
      summary: input.summary,
    });
    const row = (await agreementsFor(this.db, staff.organizationId, input.kind, [input.reference])).find(
      (agreement) => agreement.studentId === student.id,
    )!;
    return { status: row.status, signer: row.signer, mailedTo: row.mailedTo };
  }

  /**
   * The agreements of one kind for these items, in the actor's school: its staff read them all, a student only
   * their own ('Mes prêts' shows whether the family signed).
   */
  async listAgreements(actor: Actor | null, input: { kind: AgreementKind; references: string[] }) {
    const known = requireActor(actor);
    const student = known.organizationId && known.roles.includes('student') && !isStaff(known);
    const reader = student ? (known as Actor & { organizationId: string }) : requireSchoolStaff(actor);
    const rows = (await agreementsFor(this.db, reader.organizationId, input.kind, input.references)).filter(
      (row) => !student || row.studentId === known.userId,
    );
    return {
      agreements: rows.map((row) => ({
        reference: row.reference,
        studentId: row.studentId,
        status: row.status,
        signer: row.signer,
        signedName: row.signedName,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
    };
  }

  async view(token: string): Promise<ParentalConsentView> {
    const found = await consentByLink(this.db, hashToken(token));
    if (!found) throw new AppException('NOT_FOUND', 'privacy.consentLinkUnknown');
    return {
      studentFirstName: found.studentFirstName,
      school: found.school,
      feature: found.feature,
      textVersion: consentTextVersions[found.feature],
      status: found.status,
      answers: consentAnswers(found.status, found.linkLive),
      signedName: found.signedName,
      decidedAt: found.decidedAt?.toISOString() ?? null,
      linkExpiresAt: found.linkExpiresAt.toISOString(),
      summary: found.summary,
      signer: found.signer,
    };
  }

  /** The parent's answer by the link: accept or refuse a pending request, withdraw a consent given. */
  async decide(input: {
    token: string;
    decision: 'granted' | 'refused' | 'withdrawn';
    signedName: string;
    textVersion: string;
  }): Promise<ParentalConsentView> {
    const tokenHash = hashToken(input.token);
    const found = await consentByLink(this.db, tokenHash);
    if (!found) throw new AppException('NOT_FOUND', 'privacy.consentLinkUnknown');
    if (!consentAnswers(found.status, found.linkLive).includes(input.decision))
      throw new AppException('CONFLICT', 'privacy.consentAnswerClosed');
    if (input.decision === 'granted' && input.textVersion !== consentTextVersions[found.feature])
      throw new AppException('CONFLICT', 'privacy.consentTextChanged');
    const answered = await answerConsent(this.db, {
      tokenHash,
      from: found.status,
      to: input.decision,
      signedName: input.signedName,
    });
    if (!answered) throw new AppException('CONFLICT', 'privacy.consentAnswerClosed');
    return this.view(input.token);
  }

  /** May the feature be used for the student now? Asked as a member of the student's school, or the student. */
  async check(actor: Actor | null, input: { studentId: string; feature: ConsentFeature }) {
    const known = requireActor(actor);
    const organizationId = known.organizationId;
    const student = organizationId ? await studentOfSchool(this.db, organizationId, input.studentId) : null;
    if (!organizationId || !student) throw new AppException('NOT_FOUND', 'privacy.studentNotInSchool');
    const guardian = await guardianOf(this.db, organizationId, student.id);
    const consent = (await consentsOf(this.db, organizationId, student.id)).find(
      (row) => row.feature === input.feature,
    );
    return verdictOf(guardian.ageBand, input.feature, consent);
  }

  /** Mails the link, in the request's transaction: a link nobody received is never left pending. */
  private async ask(request: {
    organizationId: string;
    requestedBy: string;
    student: SchoolStudent;
    feature: ConsentFeature;
    to: string;
    signer: AgreementSigner;
    reference?: string;
    summary?: string;
  }): Promise<void> {
    const { token, hash } = newToken();
    const { student } = request;
    await this.db.transaction(async (tx) => {
      const asked = await putConsentRequest(tx, {
        organizationId: request.organizationId,
        studentId: student.id,
        feature: request.feature,
        textVersion: consentTextVersions[request.feature],
        mailedTo: request.to,
        tokenHash: hash,
        linkDays: consentLinkDays,
        requestedBy: request.requestedBy,
        reference: request.reference,
        summary: request.summary,
        signer: request.signer,
      });
      if (!asked) return;
      const sent = await this.mailer.send(
        request.to,
        'fr',
        mailTexts.parentalConsent('fr', {
          student: `${student.firstName} ${student.lastName}`.trim(),
          school: await schoolNameOf(tx, request.organizationId),
          feature: request.feature,
          url: new URL(consentPagePath(token), this.config.PUBLIC_URL).href,
          validDays: consentLinkDays,
          summary: request.summary,
          studentFirstName: request.signer === 'student' ? student.firstName : undefined,
        }),
      );
      if (!sent) throw new AppException('UNAVAILABLE', 'privacy.consentMailNotSent');
    });
  }

  private async studentOf(organizationId: string, studentId: string) {
    const student = await studentOfSchool(this.db, organizationId, studentId);
    if (!student) throw new AppException('NOT_FOUND', 'privacy.studentNotInSchool');
    return student;
  }

  private async describe(
    organizationId: string,
    student: { id: string; firstName: string; lastName: string },
  ): Promise<StudentGuardianWire> {
    const guardian = await guardianOf(this.db, organizationId, student.id);
    const consents = await consentsOf(this.db, organizationId, student.id);
    return {
      studentId: student.id,
      studentName: `${student.firstName} ${student.lastName}`.trim(),
      ageBand: guardian.ageBand,
      parentEmail: guardian.parentEmail,
      consents: consentFeatures.map((feature) => {
        const row = consents.find((consent) => consent.feature === feature);
        return {
          feature,
          status: row?.status ?? 'none',
          ...verdictOf(guardian.ageBand, feature, row),
          textVersion: row?.textVersion ?? null,
          mailedTo: row?.mailedTo ?? null,
          signedName: row?.signedName ?? null,
          requestedAt: row?.requestedAt.toISOString() ?? null,
          decidedAt: row?.decidedAt?.toISOString() ?? null,
        };
      }),
    };
  }
}

function verdictOf(ageBand: AgeBand | null, feature: ConsentFeature, row: ConsentRow | undefined) {
  return consentVerdict(ageBand, feature, {
    status: row?.status ?? 'none',
    textVersion: row?.textVersion ?? null,
  });
}

const isStaff = (actor: Actor) => actor.roles.some((role) => role === 'admin' || role === 'teacher');

/** A staff member (administrator or teacher) acting in a school. */
function requireSchoolStaff(actor: Actor | null): Actor & { organizationId: string } {
  const known = requireActor(actor);
  if (!known.organizationId || !isStaff(known)) throw new AppException('FORBIDDEN', 'common.forbidden');
  return known as Actor & { organizationId: string };
}
