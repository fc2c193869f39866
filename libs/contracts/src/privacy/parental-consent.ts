import { z } from 'zod';
import { ageBands, agreementKinds, consentFeatures, consentStatuses } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * Parents and under-14s (issue 31 §7, decision 0066): the school sets a student's age band and a parent's
 * address; a feature that needs consent (`consentFeatures`) asks the parent by a mailed link, the answer is
 * kept with the text version the parent read, and the same link withdraws it. Services ask identity's
 * verdict (`checkParentalConsent`), never decide it.
 */
export const parentalConsentSubjects = {
  getGuardian: 'identity.privacy.guardian.get',
  setGuardian: 'identity.privacy.guardian.set',
  request: 'identity.privacy.consent.request',
  view: 'identity.privacy.consent.view',
  decide: 'identity.privacy.consent.decide',
  check: 'identity.privacy.consent.check',
  requestAgreement: 'identity.privacy.agreement.request',
  listAgreements: 'identity.privacy.agreement.list',
} as const;

export const consentFeatureSchema = z.enum(consentFeatures, { error: 'validation.consentFeature' });
export const ageBandSchema = z.enum(ageBands, { error: 'validation.ageBand' });

/** A consent link's secret: 32 random bytes in base64url; identity keeps only its hash. */
export const consentTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.consentToken');

export const parentalConsentSchema = z.object({
  feature: consentFeatureSchema,
  status: z.enum(consentStatuses),
  /** Whether the feature is open for the student now, and why (libs/domain's `consentVerdict`). */
  allowed: z.boolean(),
  reason: z.string(),
  textVersion: z.string().nullable(),
  mailedTo: z.string().nullable(),
  /** The name the parent signed with. */
  signedName: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ParentalConsentWire = z.infer<typeof parentalConsentSchema>;

export const studentGuardianSchema = z.object({
  studentId: z.string().uuid(),
  studentName: z.string(),
  ageBand: ageBandSchema.nullable(),
  parentEmail: z.string().nullable(),
  /** One per feature, in `consentFeatures`' order. */
  consents: z.array(parentalConsentSchema).max(consentFeatures.length),
});
export type StudentGuardianWire = z.infer<typeof studentGuardianSchema>;

const studentShape = { studentId: z.string().uuid('validation.privacyRequestStudent') };

/** A student of the school, their age band, the parent's address and each feature's consent: its admins. */
export const getStudentGuardian = defineRequest(
  parentalConsentSubjects.getGuardian,
  z.object(studentShape),
  studentGuardianSchema,
);

export const studentGuardianFieldsSchema = z.object({
  ageBand: ageBandSchema.nullable(),
  parentEmail: z
    .string({ error: 'validation.parentEmail' })
    .trim()
    .toLowerCase()
    .pipe(z.string().email('validation.parentEmail').max(254, 'validation.parentEmail'))
    .nullable(),
});
export type StudentGuardianFields = z.input<typeof studentGuardianFieldsSchema>;

export const setStudentGuardian = defineRequest(
  parentalConsentSubjects.setGuardian,
  studentGuardianFieldsSchema.extend(studentShape),
  studentGuardianSchema,
);

/**
 * 'Demander le consentement': mails the parent a link to the feature's text (a new request replaces an
 * unanswered or refused one; a consent given stays until withdrawn). Refused for a student aged 14 or more
 * (none is needed) and without a parent's address.
 */
export const requestParentalConsent = defineRequest(
  parentalConsentSubjects.request,
  z.object({ ...studentShape, feature: consentFeatureSchema }),
  studentGuardianSchema,
);

/** What the parent's link shows: whose consent, for what, which text, and what they may answer. */
export const parentalConsentViewSchema = z.object({
  studentFirstName: z.string(),
  school: z.string(),
  feature: consentFeatureSchema,
  textVersion: z.string(),
  status: z.enum(consentStatuses),
  answers: z.array(z.enum(['granted', 'refused', 'withdrawn'])),
  signedName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  linkExpiresAt: z.string(),
  /** An item's agreement: what is agreed to ('Violon VIO-0001, à rendre le 2027-06-20'); null for a feature. */
  summary: z.string().nullable(),
  /** Who the link was mailed to sign: a parent, or the student aged 14 or more. */
  signer: z.enum(['parent', 'student']),
});
export type ParentalConsentView = z.infer<typeof parentalConsentViewSchema>;

export const viewParentalConsent = defineRequest(
  parentalConsentSubjects.view,
  z.object({ token: consentTokenSchema }),
  parentalConsentViewSchema,
);

export const consentDecisionSchema = z.object({
  decision: z.enum(['granted', 'refused', 'withdrawn'], { error: 'validation.consentDecision' }),
  /** The parent's name, as a signature. */
  signedName: z
    .string({ error: 'validation.consentSignedName' })
    .pipe(
      freeText({ multiline: false })
        .min(2, 'validation.consentSignedName')
        .max(120, 'validation.consentSignedName'),
    ),
  /** The text version the page showed: a consent is kept with what was read, never another wording. */
  textVersion: z.string().min(1).max(20),
});
export type ConsentDecision = z.input<typeof consentDecisionSchema>;

export const decideParentalConsent = defineRequest(
  parentalConsentSubjects.decide,
  consentDecisionSchema.extend({ token: consentTokenSchema }),
  parentalConsentViewSchema,
);

/**
 * May a feature be used for this student now? For the services that offer one (Maestro IA's practice plan,
 * loans with an agreement, trips, recordings shared beyond the teacher), as the actor: a member of the
 * student's school, or the student.
 */
export const checkParentalConsent = defineRequest(
  parentalConsentSubjects.check,
  z.object({ ...studentShape, feature: consentFeatureSchema }),
  z.object({ allowed: z.boolean(), reason: z.string() }),
);

export const agreementKindSchema = z.enum(agreementKinds, { error: 'validation.consentFeature' });

/**
 * An agreement for one item, asked by the service that owns it (inventory for a loan, planning for a trip) as
 * the actor (a staff member of the student's school; the service decided the actor may act on the item):
 * mailed to a parent for a student under 14 (or of unknown age), to the student from 14 on. A new request for
 * the same item replaces an unanswered one; an agreement signed stays.
 */
export const requestSignedAgreement = defineRequest(
  parentalConsentSubjects.requestAgreement,
  z.object({
    ...studentShape,
    kind: agreementKindSchema,
    reference: z.string().uuid(),
    summary: z.string().pipe(freeText({ multiline: false }).min(1).max(200)),
  }),
  z.object({ status: z.enum(consentStatuses), signer: z.enum(['parent', 'student']), mailedTo: z.string() }),
);

export const signedAgreementSchema = z.object({
  reference: z.string(),
  studentId: z.string().uuid(),
  status: z.enum(consentStatuses),
  signer: z.enum(['parent', 'student']),
  signedName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SignedAgreementWire = z.infer<typeof signedAgreementSchema>;

/** The agreements of one kind for these items (a page of loans, a trip's students), in the actor's school. */
export const listSignedAgreements = defineRequest(
  parentalConsentSubjects.listAgreements,
  z.object({ kind: agreementKindSchema, references: z.array(z.string().uuid()).max(100) }),
  z.object({ agreements: z.array(signedAgreementSchema) }),
);

/** Where a mailed consent link leads: the web app's public page. */
export const consentPagePath = (token: string) => `/consentement?token=${token}`;

const studentParams = z.object(studentShape);
const tokenParams = z.object({ token: consentTokenSchema });

export const getStudentGuardianRoute = defineHttpRoute({
  id: 'getStudentGuardian',
  method: 'GET',
  path: '/privacy/students/:studentId/guardian',
  summary: "A student's age band, parent's address and parental consents (the school's admins)",
  tag: 'privacy',
  forwards: getStudentGuardian,
  roles: ['admin'],
  params: studentParams,
  payload: ({ params }) => ({ studentId: params.studentId }),
});

export const setStudentGuardianRoute = defineHttpRoute({
  id: 'setStudentGuardian',
  method: 'PUT',
  path: '/privacy/students/:studentId/guardian',
  summary: "Set a student's age band (under 14 or not) and a parent's address",
  tag: 'privacy',
  forwards: setStudentGuardian,
  roles: ['admin'],
  params: studentParams,
  body: studentGuardianFieldsSchema,
  payload: ({ params, body }) => ({ ...body, studentId: params.studentId }),
});

export const requestParentalConsentRoute = defineHttpRoute({
  id: 'requestParentalConsent',
  method: 'POST',
  path: '/privacy/students/:studentId/consents',
  summary: "Demander le consentement: mail the parent a link to a feature's consent text",
  tag: 'privacy',
  forwards: requestParentalConsent,
  roles: ['admin'],
  params: studentParams,
  body: z.object({ feature: consentFeatureSchema }),
  payload: ({ params, body }) => ({ studentId: params.studentId, feature: body.feature }),
});

/** The parent's link: public, its token alone authenticates it. */
export const viewParentalConsentRoute = defineHttpRoute({
  id: 'viewParentalConsent',
  method: 'GET',
  path: '/privacy/consents/:token',
  summary: "A parent's mailed link: whose consent, for which feature and text, and the answers possible",
  tag: 'privacy',
  auth: 'public',
  forwards: viewParentalConsent,
  params: tokenParams,
  payload: ({ params }) => ({ token: params.token }),
});

export const decideParentalConsentRoute = defineHttpRoute({
  id: 'decideParentalConsent',
  method: 'POST',
  path: '/privacy/consents/:token',
  summary: 'A parent accepts or refuses by the link, signing with their name, or withdraws a consent given',
  tag: 'privacy',
  auth: 'public',
  forwards: decideParentalConsent,
  params: tokenParams,
  body: consentDecisionSchema,
  payload: ({ params, body }) => ({ ...body, token: params.token }),
});

/** Parents and under-14s: every route of this file, listed for the gateway. */
export const parentalConsentRoutes: readonly HttpRoute[] = [
  getStudentGuardianRoute,
  setStudentGuardianRoute,
  requestParentalConsentRoute,
  viewParentalConsentRoute,
  decideParentalConsentRoute,
];
