import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Demandes d'accès' (issue 31 §6, decision 0063): the requests a school receives about personal information,
 * each with its legal deadline (libs/domain's `answerDeadline`: 20 days, once 10 more, for a public body; 30 for
 * a private school). Its administrators (and its board's) record, extend and answer them.
 */
export const privacyDeskSubjects = {
  list: 'identity.privacy.requests.list',
  record: 'identity.privacy.requests.record',
  extend: 'identity.privacy.requests.extend',
  answer: 'identity.privacy.requests.answer',
  body: 'identity.privacy.body.set',
} as const;

export const privacyRequestKinds = ['access', 'rectification', 'portability', 'consentWithdrawal'] as const;
export const privacyRequestKindSchema = z.enum(privacyRequestKinds, {
  error: 'validation.privacyRequestKind',
});
export type PrivacyRequestKind = z.infer<typeof privacyRequestKindSchema>;
export const privacyBodySchema = z.enum(['public', 'private']);

const line = (key: string, max: number) =>
  z.string({ error: key }).pipe(freeText({ multiline: false }).min(1, key).max(max, key));

/** A board's administrator names the school; a school's administrator acts on their own (or names it). */
const schoolShape = { schoolId: z.string().uuid().optional() };

export const privacyRequestFieldsSchema = z.object({
  kind: privacyRequestKindSchema,
  requesterName: line('validation.privacyRequesterName', 120),
  requesterEmail: z
    .string({ error: 'validation.privacyRequesterEmail' })
    .trim()
    .toLowerCase()
    .pipe(z.string().email('validation.privacyRequesterEmail').max(254, 'validation.privacyRequesterEmail')),
  /** The student concerned, if any: a student of the school (checked by identity, never trusted). */
  studentId: z.string().uuid('validation.privacyRequestStudent').nullable().default(null),
  receivedOn: calendarDaySchema,
});
export type PrivacyRequestFields = z.input<typeof privacyRequestFieldsSchema>;

export const privacyRequestSchema = z.object({
  id: z.string().uuid(),
  kind: privacyRequestKindSchema,
  requesterName: z.string(),
  requesterEmail: z.string(),
  student: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  receivedOn: z.string(),
  body: privacyBodySchema,
  dueOn: z.string(),
  /** Days from today (America/Toronto) to `dueOn`: 0 on the last day, negative once late; null once answered. */
  daysLeft: z.number().int().nullable(),
  extended: z.boolean(),
  /** The day (America/Toronto) the extension's written notice was mailed to the requester. */
  extensionNoticeSentOn: z.string().nullable(),
  canExtend: z.boolean(),
  answeredOn: z.string().nullable(),
  answerNote: z.string().nullable(),
});
export type PrivacyRequestWire = z.infer<typeof privacyRequestSchema>;

export const privacyRequestsPage: PageSize = { default: 20, max: 50 };

/** Open requests first, soonest deadline first, then the answered ones; a page at a time. */
export const listPrivacyRequests = defineRequest(
  privacyDeskSubjects.list,
  z.object({ ...schoolShape, ...pageQueryShape(privacyRequestsPage) }),
  z.object({ body: privacyBodySchema, requests: z.array(privacyRequestSchema), ...nextCursorShape }),
);

export const recordPrivacyRequest = defineRequest(
  privacyDeskSubjects.record,
  privacyRequestFieldsSchema.extend(schoolShape),
  privacyRequestSchema,
);

/**
 * 'Prolonger de 10 jours': a public body, once, before the first 20 days end; the requester is mailed the
 * written notice with the new deadline (Access Act, s. 47), and without it nothing is extended.
 */
export const extendPrivacyRequest = defineRequest(
  privacyDeskSubjects.extend,
  z.object({ ...schoolShape, requestId: z.string().uuid() }),
  privacyRequestSchema,
);

/** 'Répondre': answered on a day, with a note; the request is closed. */
export const answerPrivacyRequest = defineRequest(
  privacyDeskSubjects.answer,
  z.object({
    ...schoolShape,
    requestId: z.string().uuid(),
    answeredOn: calendarDaySchema,
    note: z
      .string({ error: 'validation.privacyAnswerNote' })
      .pipe(
        freeText({ multiline: true })
          .min(1, 'validation.privacyAnswerNote')
          .max(2000, 'validation.privacyAnswerNote'),
      ),
  }),
  privacyRequestSchema,
);

/** 'Établissement privé': the school answers under the Private Sector Act (30 days) rather than the Access Act. */
export const setPrivacyBody = defineRequest(
  privacyDeskSubjects.body,
  z.object({ privateSchool: z.boolean() }),
  z.object({ body: privacyBodySchema }),
);

const administrators: Array<'admin' | 'board-admin'> = ['admin', 'board-admin'];
const requestParams = z.object({ requestId: z.string().uuid() });
const schoolQuery = z.object(schoolShape);

export const listPrivacyRequestsRoute = defineHttpRoute({
  id: 'listPrivacyRequests',
  method: 'GET',
  path: '/privacy/requests',
  summary:
    "Demandes d'accès: the school's requests with their legal deadline, soonest first, a page at a time",
  tag: 'privacy',
  forwards: listPrivacyRequests,
  roles: administrators,
  query: z.object({ ...schoolShape, ...pageQueryShape(privacyRequestsPage) }),
});

export const recordPrivacyRequestRoute = defineHttpRoute({
  id: 'recordPrivacyRequest',
  method: 'POST',
  path: '/privacy/requests',
  summary: 'Record a request (access, rectification, portability, withdrawal of consent) received on a day',
  tag: 'privacy',
  forwards: recordPrivacyRequest,
  roles: administrators,
  body: recordPrivacyRequest.payload,
});

export const extendPrivacyRequestRoute = defineHttpRoute({
  id: 'extendPrivacyRequest',
  method: 'POST',
  path: '/privacy/requests/:requestId/extension',
  summary: "Extend a public body's deadline by 10 days, once",
  tag: 'privacy',
  forwards: extendPrivacyRequest,
  roles: administrators,
  params: requestParams,
  query: schoolQuery,
});

export const answerPrivacyRequestRoute = defineHttpRoute({
  id: 'answerPrivacyRequest',
  method: 'POST',
  path: '/privacy/requests/:requestId/answer',
  summary: 'Close a request: answered on a day, with a note',
  tag: 'privacy',
  forwards: answerPrivacyRequest,
  roles: administrators,
  params: requestParams,
  body: answerPrivacyRequest.payload.omit({ requestId: true }),
});

export const setPrivacyBodyRoute = defineHttpRoute({
  id: 'setPrivacyBody',
  method: 'PUT',
  path: '/privacy/body',
  summary: "'Établissement privé': whether the school answers as a private school (30 days) or a public body",
  tag: 'privacy',
  forwards: setPrivacyBody,
  roles: ['admin'],
  body: setPrivacyBody.payload,
});

export const privacyDeskRoutes: readonly HttpRoute[] = [
  listPrivacyRequestsRoute,
  recordPrivacyRequestRoute,
  extendPrivacyRequestRoute,
  answerPrivacyRequestRoute,
  setPrivacyBodyRoute,
];
