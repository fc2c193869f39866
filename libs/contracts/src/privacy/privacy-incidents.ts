import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { calendarDaySchema } from '../homework/practice.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Registre des incidents' (issue 31 §6, decision 0063): the confidentiality incident register that the
 * Regulation respecting confidentiality incidents (RLRQ c. A-2.1, r. 3.1, s. 11) asks every school to keep, with
 * the fields the Commission d'accès à l'information lists; each entry kept 5 years after the school learned of
 * the incident (the retention purge removes older ones). The school's administrators write it; the board's
 * administrator reads its schools' registers.
 */
export const privacyIncidentSubjects = {
  list: 'identity.privacy.incidents.list',
  record: 'identity.privacy.incidents.record',
  update: 'identity.privacy.incidents.update',
} as const;

/** How long an entry is kept, counted from the day the school learned of the incident (s. 11, last paragraph). */
export const privacyIncidentRetentionYears = 5;

const text = (key: string, max: number) =>
  z.string({ error: key }).pipe(freeText({ multiline: true }).min(1, key).max(max, key));
const optionalDay = calendarDaySchema.nullable().default(null);

export const privacyIncidentFieldsSchema = z.object({
  /** The day (or first day) of the incident, as near as known. */
  occurredOn: calendarDaySchema,
  /** The day the school learned of it. */
  knownOn: calendarDaySchema,
  /** The circumstances, briefly. */
  description: text('validation.privacyIncidentDescription', 4000),
  /** The personal information concerned (or, when unknown, why it cannot be said). */
  informationConcerned: text('validation.privacyIncidentInformation', 2000),
  /** The number of people concerned, or an approximation. */
  peopleConcerned: z
    .number({ error: 'validation.privacyIncidentPeople' })
    .int('validation.privacyIncidentPeople')
    .min(0, 'validation.privacyIncidentPeople')
    .max(10_000_000, 'validation.privacyIncidentPeople'),
  /** Whether it presents a risk of serious injury, and the assessment's elements (sensitivity, use, consequences). */
  seriousRisk: z.boolean({ error: 'validation.privacyIncidentRisk' }),
  riskAssessment: text('validation.privacyIncidentRiskAssessment', 2000),
  /** The day the Commission was notified, if it was. */
  commissionNotifiedOn: optionalDay,
  /** The day the people concerned were notified, if they were. */
  peopleNotifiedOn: optionalDay,
  /** The measures taken once the school learned of it. */
  measures: text('validation.privacyIncidentMeasures', 4000),
});
export type PrivacyIncidentFields = z.input<typeof privacyIncidentFieldsSchema>;

export const privacyIncidentSchema = privacyIncidentFieldsSchema.extend({
  id: z.string().uuid(),
  commissionNotifiedOn: z.string().nullable(),
  peopleNotifiedOn: z.string().nullable(),
  recordedAt: z.string(),
  updatedAt: z.string(),
  /** The last day the entry is kept: `knownOn` + 5 years. */
  keptUntil: z.string(),
});
export type PrivacyIncidentWire = z.infer<typeof privacyIncidentSchema>;

export const privacyIncidentsPage: PageSize = { default: 20, max: 50 };

/** A board's administrator names the school; a school's administrator reads their own. */
const schoolShape = { schoolId: z.string().uuid().optional() };

/** The register, newest known first, a page at a time. */
export const listPrivacyIncidents = defineRequest(
  privacyIncidentSubjects.list,
  z.object({ ...schoolShape, ...pageQueryShape(privacyIncidentsPage) }),
  z.object({ incidents: z.array(privacyIncidentSchema), canWrite: z.boolean(), ...nextCursorShape }),
);

export const recordPrivacyIncident = defineRequest(
  privacyIncidentSubjects.record,
  privacyIncidentFieldsSchema,
  privacyIncidentSchema,
);

/** An entry completed as the incident is handled (notices sent, measures taken); never deleted by hand. */
export const updatePrivacyIncident = defineRequest(
  privacyIncidentSubjects.update,
  privacyIncidentFieldsSchema.extend({ incidentId: z.string().uuid() }),
  privacyIncidentSchema,
);

export const listPrivacyIncidentsRoute = defineHttpRoute({
  id: 'listPrivacyIncidents',
  method: 'GET',
  path: '/privacy/incidents',
  summary:
    "Registre des incidents: the school's confidentiality incidents, newest known first, a page at a time",
  tag: 'privacy',
  forwards: listPrivacyIncidents,
  roles: ['admin', 'board-admin'],
  query: z.object({ ...schoolShape, ...pageQueryShape(privacyIncidentsPage) }),
});

export const recordPrivacyIncidentRoute = defineHttpRoute({
  id: 'recordPrivacyIncident',
  method: 'POST',
  path: '/privacy/incidents',
  summary: 'Record a confidentiality incident with the fields the Commission d’accès à l’information asks',
  tag: 'privacy',
  forwards: recordPrivacyIncident,
  roles: ['admin'],
  body: recordPrivacyIncident.payload,
});

export const updatePrivacyIncidentRoute = defineHttpRoute({
  id: 'updatePrivacyIncident',
  method: 'PUT',
  path: '/privacy/incidents/:incidentId',
  summary: 'Complete an incident of the register (notices sent, measures taken)',
  tag: 'privacy',
  forwards: updatePrivacyIncident,
  roles: ['admin'],
  params: z.object({ incidentId: z.string().uuid() }),
  body: privacyIncidentFieldsSchema,
});

export const privacyIncidentRoutes: readonly HttpRoute[] = [
  listPrivacyIncidentsRoute,
  recordPrivacyIncidentRoute,
  updatePrivacyIncidentRoute,
];
