import { z } from 'zod';
import { consentStatuses, purchaseMaxCents, returnDamages } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { calendarDaySchema } from '../homework/practice.js';
import { assetNumberSchema, instrumentConditionSchema, instrumentFamilySchema } from './instrument.js';

export const returnDamageSchema = z.enum(returnDamages, { error: 'validation.returnDamage' });
export const loanNotesMax = 500;
/** The most a family is charged for one return: what finance takes as one purchase (10 000,00). */
export const familyChargeMaxCents = purchaseMaxCents;

const studentId = z.string({ error: 'validation.studentRequired' }).uuid('validation.studentRequired');
const dueOn = calendarDaySchema.optional();

/**
 * 'Prêter': an instrument to a student of the school, due by default at the end of the school year.
 * `agreement` ('Entente requise', issue 27 §4): identity mails the family the loan's agreement to sign.
 */
export const lendInstrumentInputSchema = z.object({
  instrumentId: z.string().uuid(),
  studentId,
  dueOn,
  agreement: z.boolean().default(false),
});

/**
 * Mode prêt rapide: one scan, one loan. `code` is what the scanner typed: the instrument's asset number;
 * `agreement` as at 'Prêter' ('Entente requise' for the scans of the session).
 */
export const scanLoanInputSchema = z.object({
  code: assetNumberSchema,
  studentId,
  dueOn,
  agreement: z.boolean().default(false),
});

/** 'Retour', with the condition it came back in and, when damaged, what kind of damage. */
export const returnLoanBodySchema = z
  .object({
    condition: instrumentConditionSchema,
    damage: returnDamageSchema.nullish().transform((value) => value ?? null),
    /** The charge to the family (negligence only; posted only where the policy allows it). */
    chargeCents: z
      .number({ error: 'validation.chargeCents' })
      .int('validation.chargeCents')
      .min(1, 'validation.chargeCents')
      .max(familyChargeMaxCents, 'validation.chargeCents')
      .optional(),
    notes: z
      .string()
      .pipe(freeText({ multiline: true }).max(loanNotesMax, 'validation.inventoryTextMax'))
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine(checkCharge);

/** A charge goes with loss or damage by negligence only (issue 27 §5). */
export function checkCharge(
  value: { damage: string | null; chargeCents?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.chargeCents !== undefined && value.damage !== 'negligence')
    ctx.addIssue({ code: 'custom', path: ['chargeCents'], message: 'validation.chargeOnlyNegligence' });
}

/**
 * The family's agreement to a loan (issue 27 §4, decision 0066), as identity keeps it: 'Entente signée'
 * (`granted`), 'Entente en attente' (`pending`), refused or withdrawn; signed by a parent or by the student
 * aged 14 or more.
 */
export const loanAgreementSchema = z.object({
  status: z.enum(consentStatuses),
  signer: z.enum(['parent', 'student']),
  signedName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LoanAgreement = z.infer<typeof loanAgreementSchema>;

export const loanSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  instrumentId: z.string().uuid(),
  /** What the instrument is, as a list of loans shows it. */
  assetNumber: z.string(),
  family: instrumentFamilySchema,
  type: z.string(),
  /** Null once the student's account is erased (the loan is closed and kept, anonymised). */
  studentId: z.string().uuid().nullable(),
  lentBy: z.string().uuid().nullable(),
  lentAt: z.string(),
  dueOn: z.string(),
  /** 'En retard': still out after its due day. */
  overdue: z.boolean(),
  returnedAt: z.string().nullable(),
  returnCondition: instrumentConditionSchema.nullable(),
  damage: returnDamageSchema.nullable(),
  /** The charge posted to the family's ledger (finance), or null. */
  chargedCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** 'Entente requise': the family was asked to sign the loan's agreement. */
  agreementRequired: z.boolean(),
  /**
   * Where the agreement stands, read from identity for the school's staff; null when none is required, and
   * for a student's own list (identity answers the staff) or while identity cannot be read.
   */
  agreement: loanAgreementSchema.nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

/** A loan is under 1.5 KB of JSON (notes of 500 characters): 200 stay far under NATS's 1 MB message. */
export const loanPage: PageSize = { default: 50, max: 200 };
