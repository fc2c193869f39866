import { z } from 'zod';
import { agreementKinds } from '@crescendo/domain';
import { defineRequest } from '../common/request.js';

/**
 * How long a kind of personal data is kept (issue 31 §5; the durations are the board's and the school's
 * policy, the categories are fixed here so that every service's declaration names one of them).
 */
export const retentionCategories = [
  /** The account itself, its sign-in identities and settings: until the account is deleted. */
  'account',
  /** Sign-in traces, mailed links' tokens, sessions: short-lived by design (90 days at most). */
  'sign-in-traces',
  /** Memberships of schools and groups: while the person is in them. */
  'membership',
  /** Practice reports, assignments handed in, grades: until the student leaves (+ 1 year by default). */
  'practice-and-grades',
  /** Group chat, announcements, course notes: to the end of the school year (+ 1 by default). */
  'chat',
  /** The school's books: amounts and dates kept (anonymised) as accounting law asks (decision 0028). */
  'accounting',
  /** The school's administration: budget, team, policies, who changed what. */
  'administration',
  /** Instruments, scores and uniforms lent: until the loan is closed (+ 1 year by default). */
  'loans',
  /** Links to an outside service (Google Classroom): while the connection or the import lasts. */
  'external-links',
  /** A student's recordings: 2 years by default. */
  'recordings',
  /** What Maestro IA was asked and answered: 1 year by default. */
  'ai-log',
] as const;
export const retentionCategorySchema = z.enum(retentionCategories);
export type RetentionCategory = z.infer<typeof retentionCategorySchema>;

/**
 * What a column holds about a person: `person` a user's id (rows are found by it), `email` an address (rows
 * are found by it too: an invitation names someone before they have an account), `name`, `contact` and
 * `content` what they are or wrote, `secret` what an export never shows (a password hash, a sealed token).
 */
export const personColumnKinds = ['person', 'email', 'name', 'contact', 'content', 'secret'] as const;
export const personColumnKindSchema = z.enum(personColumnKinds);
export type PersonColumnKind = z.infer<typeof personColumnKindSchema>;

/** Where a service's export of one person resumes: a table and the rows of it already sent. */
export const exportCursorSchema = z.object({
  table: z.string().min(1).max(63),
  offset: z.number().int().min(0),
});
export type ExportCursor = z.infer<typeof exportCursorSchema>;

export const personalDataTableSchema = z.object({
  table: z.string(),
  purpose: z.string(),
  retention: retentionCategorySchema,
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type PersonalDataTableExport = z.infer<typeof personalDataTableSchema>;

/**
 * A file of the person's a service keeps beside its rows (a recording): listed for the archive, whose
 * `fichiers/<service>/<name>` it becomes (issue 31 §2), its bytes then read a part at a time.
 */
export const personalFileSchema = z.object({
  id: z.string().min(1).max(200),
  /** The table whose row describes it (its row is in the export). */
  table: z.string(),
  /** Its name in the archive: a date, what it is, an extension; no path. */
  name: z.string().regex(/^[\w.-]{1,120}$/),
  contentType: z.string(),
  bytes: z.number().int().min(0),
});
export type PersonalFile = z.infer<typeof personalFileSchema>;

/** The most a part of a file carries (base64 in the reply stays far under NATS's 1 MB). */
export const personalFilePartBytes = 512 * 1024;

/** Per retention category, the instant before which its rows are past their time (ISO 8601). */
export const retentionCutoffsSchema = z.partialRecord(retentionCategorySchema, z.iso.datetime());
export type RetentionCutoffs = z.infer<typeof retentionCutoffsSchema>;

/**
 * One school's retention as its board and school set it (issue 31 §5): each category's cut-off, and its
 * current students, whose practice and grades stay whatever their age (kept until the student leaves).
 */
export const organizationRetentionSchema = z.object({
  organizationId: z.string().uuid(),
  before: retentionCutoffsSchema,
  keep: z.array(z.string().uuid()).max(20_000),
});
export type OrganizationRetention = z.infer<typeof organizationRetentionSchema>;

/** One table a service declares (issue 31 §1): no rows, only what it is for and what it says of people. */
export const declaredTableSchema = z.object({
  table: z.string(),
  purpose: z.string(),
  retention: retentionCategorySchema,
  columns: z.record(z.string(), personColumnKindSchema),
});
export type DeclaredTable = z.infer<typeof declaredTableSchema>;

/** The most agreements one purge's answer names (~120 bytes each: far under NATS's 1 MB); the rest the next night. */
export const endedAgreementsPerPurge = 5_000;

/** A family agreement (identity's, decision 0066) whose item a purge anonymised: identity erases it. */
export const endedAgreementSchema = z.object({
  organizationId: z.string().uuid(),
  kind: z.enum(agreementKinds),
  reference: z.string().uuid(),
});
export type EndedAgreement = z.infer<typeof endedAgreementSchema>;

/** What a purge removed from one table (for one school, or everywhere when `organizationId` is null). */
export const purgedRowsSchema = z.object({
  table: z.string(),
  organizationId: z.string().uuid().nullable(),
  rows: z.number().int(),
});
export type PurgedRows = z.infer<typeof purgedRowsSchema>;

/**
 * Each service's privacy requests (issue 31 §1, §5), `<service>.privacy.export`, `.erase` and `.purge` (the
 * nightly retention job's: what is past its time goes): system requests
 * (actor `null`) only identity may send, after it decided who may ask (the person, or their school's
 * administrator). An export answers a page (NATS messages stay far under their 1 MB limit) and where to
 * resume; an erasure answers what still names the person afterwards, column by column: nothing, or what a
 * declared legal hold keeps.
 */
export function privacyRequests<S extends string>(service: S) {
  return {
    export: defineRequest(
      `${service}.privacy.export`,
      z.object({
        userId: z.string().uuid(),
        email: z.string().email().max(320).nullable().default(null),
        from: exportCursorSchema.optional(),
      }),
      z.object({
        service: z.string(),
        tables: z.array(personalDataTableSchema),
        next: exportCursorSchema.nullable(),
      }),
    ),
    purge: defineRequest(
      `${service}.privacy.purge`,
      z.object({
        /** Where no school applies (a table without one): the platform's cut-offs. */
        everywhere: retentionCutoffsSchema,
        organizations: z.array(organizationRetentionSchema).max(100),
      }),
      z.object({
        service: z.string(),
        removed: z.array(purgedRowsSchema),
        /**
         * The family agreements (identity's, keyed by the item: decision 0066) of the items this purge anonymised:
         * a loan past its retention keeps no agreement (decision 0079). Identity erases them.
         */
        endedAgreements: z.array(endedAgreementSchema).max(endedAgreementsPerPurge).default([]),
      }),
    ),
    /**
     * What the service declares it holds (its `personal-tables.ts`): tables, purposes, retention categories
     * and what each column says of a person, for the privacy impact assessment's fact sheet (issue 31 §6).
     */
    declaration: defineRequest(
      `${service}.privacy.declaration`,
      z.object({}),
      z.object({ service: z.string(), tables: z.array(declaredTableSchema) }),
    ),
    /** The person's files (none for most services), at most 1 000. */
    files: defineRequest(
      `${service}.privacy.files`,
      z.object({ userId: z.string().uuid(), email: z.string().email().max(320).nullable().default(null) }),
      z.object({ service: z.string(), files: z.array(personalFileSchema).max(1000) }),
    ),
    /** A part of one of the person's files from `offset` (base64), and where the next starts (null: the end). */
    file: defineRequest(
      `${service}.privacy.file`,
      z.object({
        userId: z.string().uuid(),
        fileId: z.string().min(1).max(200),
        offset: z.number().int().min(0),
      }),
      z.object({ data: z.string(), next: z.number().int().nullable() }),
    ),
    erase: defineRequest(
      `${service}.privacy.erase`,
      z.object({ userId: z.string().uuid(), email: z.string().email().max(320).nullable().default(null) }),
      z.object({
        service: z.string(),
        remaining: z.array(
          z.object({
            table: z.string(),
            column: z.string(),
            rows: z.number().int(),
            hold: z.string().nullable(),
          }),
        ),
        /** Events naming the person this service has yet to publish (they go once published and read). */
        waiting: z.number().int(),
      }),
    ),
  };
}
export type PrivacyRequests = ReturnType<typeof privacyRequests>;
