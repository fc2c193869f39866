import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  listSignedAgreements,
  requestSignedAgreement,
  type Actor,
  type Loan,
  type LoanAgreement,
} from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

/** What the loans ask of identity about agreements (`LoanAgreements`' methods). */
export interface LoanAgreementsPort {
  /**
   * Mails the family the loan's agreement (identity decides to whom: a parent under 14, the student from 14);
   * throws identity's refusal (no parent's address: VALIDATION_FAILED, the mail down: UNAVAILABLE).
   */
  request(
    actor: Actor,
    request: { studentId: string; loanId: string; summary: string },
  ): Promise<LoanAgreement>;
  /** The agreements of these loans, by loan id: one question for a whole page. */
  list(actor: Actor, loanIds: readonly string[]): Promise<Map<string, LoanAgreement>>;
}

/** identity answers at most this many references at once (`listSignedAgreements`), a loans page 200. */
const referencesPerCall = 100;

/**
 * 'Entente de prêt' (issue 27 §4, decision 0066): the family's agreement to a loan is identity's — it mails
 * the link, keeps the signature, name, day and text version — asked as the actor (the staff member lending),
 * keyed by the loan's id. The inventory keeps only that a loan requires one.
 */
@Injectable()
export class LoanAgreements implements LoanAgreementsPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async request(
    actor: Actor,
    request: { studentId: string; loanId: string; summary: string },
  ): Promise<LoanAgreement> {
    const asked = await this.client.request(
      requestSignedAgreement,
      {
        studentId: request.studentId,
        kind: 'loanAgreement',
        reference: request.loanId,
        summary: request.summary,
      },
      actor,
    );
    return { status: asked.status, signer: asked.signer, signedName: null, decidedAt: null };
  }

  async list(actor: Actor, loanIds: readonly string[]): Promise<Map<string, LoanAgreement>> {
    const found = new Map<string, LoanAgreement>();
    for (let start = 0; start < loanIds.length; start += referencesPerCall) {
      const { agreements } = await this.client.request(
        listSignedAgreements,
        { kind: 'loanAgreement', references: loanIds.slice(start, start + referencesPerCall) },
        actor,
      );
      for (const { reference, status, signer, signedName, decidedAt } of agreements)
        found.set(reference, { status, signer, signedName, decidedAt });
    }
    return found;
  }
}

/**
 * The loans with their agreements, for the school's staff: one `list` for the page, never one per loan. The
 * loans still answer while identity cannot be read (the agreement then null, `agreementRequired` saying one
 * exists): a list or a return does not fail with the privacy desk.
 */
export async function withLoanAgreements(
  port: LoanAgreementsPort,
  actor: Actor,
  loans: Loan[],
  logger: Pick<Logger, 'warn'> = new Logger('LoanAgreements'),
): Promise<Loan[]> {
  const required = loans.filter((loan) => loan.agreementRequired).map((loan) => loan.id);
  if (required.length === 0) return loans;
  let agreements: Map<string, LoanAgreement>;
  try {
    agreements = await port.list(actor, required);
  } catch (error) {
    logger.warn(`loan agreements not read: ${(error as Error).message}`);
    return loans;
  }
  return loans.map((loan) =>
    loan.agreementRequired ? { ...loan, agreement: agreements.get(loan.id) ?? null } : loan,
  );
}
