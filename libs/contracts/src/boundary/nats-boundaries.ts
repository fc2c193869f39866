import type { z } from 'zod';
import type { EventContract } from '../common/event.js';
import type { RequestContract } from '../common/request.js';
import { groupDeleted, groupUpdated, membershipAdded, membershipRemoved } from '../groups/groups-events.js';
import { checkGroupAccess, groupsInScope } from '../groups/group-access.js';
import { listClassroomGroups, upsertClassroomGroup } from '../groups/classroom-group-requests.js';
import { getClassroomGroup } from '../groups/classroom-group-get.js';
import { ensureClassroomStudents } from '../identity/classroom-students.js';
import { getProfile } from '../identity/profile.js';
import { decidePolicyRequest } from '../identity/policy.js';
import { listBoardPeerSchools } from '../identity/board-peers.js';
import { listEventReservations, replaceEventReservations } from '../inventory/reservations.js';
import { lookupProfiles } from '../identity/profile-lookup.js';
import { resolveActor } from '../identity/resolve-actor.js';
import { organizationDeleted, userDeleted, userUpdated } from '../identity/identity-events.js';
import { getAssignment, listAssignments } from '../homework/homework-requests.js';
import { listPracticeReports } from '../homework/homework-requests.js';
import { listStudentSubmissions } from '../homework/student-submissions.js';
import { countSchoolGroups, listSchoolCohorts } from '../groups/school-figures.js';
import { sumSchoolPractice, sumSchoolWeeks } from '../homework/school-figures.js';
import { assignmentDeleted, submissionGraded } from '../homework/homework-events.js';
import { allPrivacyRequests } from '../privacy/privacy-requests.js';
import { familyChargeRequested } from '../inventory/inventory-events.js';
import { repairCostRecorded } from '../inventory/repairs.js';
import { addPlannedAmount } from '../finance/planned-amount.js';
import { sumTermWork } from '../reports/homework-term-work.js';
import { listGoalPracticeDays } from '../reports/homework-goal-days.js';
import { findRecordingTarget } from '../reports/homework-recording-target.js';
import { listReminderRecipients } from '../groups/reminder-recipients.js';
import { listTaughtStudents } from '../groups/taught-students.js';
import { filesReadEvents } from '../privacy/read-audit.js';
import { listMailRecipients } from '../identity/mail-recipients.js';
import { listStudentInstruments } from '../identity/student-instruments.js';
import { listNamesToScrub } from '../identity/names-to-scrub.js';
import { listBankComments } from '../reports/comment-bank.js';
import { listOccurrences } from '../planning/planning-requests.js';
import { cancelPurchase, listPurchases, recordPurchase } from '../finance/finance-requests.js';
import { listGroupEvents, planningEventSaved } from '../planning/planning-group-events.js';
import { listGroupReportCards, saveReportCard } from '../reports/report-card-requests.js';
import { describeMaestroModel } from '../maestro/maestro-model-description.js';
import {
  checkParentalConsent,
  listSignedAgreements,
  requestSignedAgreement,
} from '../privacy/parental-consent.js';

export const natsServices = [
  'gateway',
  'identity',
  'groups',
  'homework',
  'messaging',
  'finance',
  'classroom-sync',
  'inventory',
  'maestro',
  'planning',
  'reports',
] as const;
export type NatsService = (typeof natsServices)[number];

/**
 * What one service does on NATS beyond what it owns. What it owns is derived from the contracts: it
 * serves the requests whose subject starts with its name, and publishes the events `evt.<its name>.*`.
 * The NATS permissions of each service are generated from this (libs/service-kit `boundary/`), so a
 * service that starts calling or consuming something new declares it here, or NATS refuses it.
 */
export interface NatsBoundary {
  /** Requests it sends: a contract, or a service's name for every request that service serves. */
  calls: Array<RequestContract<z.ZodType, z.ZodType> | NatsService>;
  /** Events it consumes durably (JetStream consumer `<service>__<subject>`, dead letters `dlq.<service>.>`). */
  consumes: Array<EventContract<z.ZodType>>;
  /** Events it only listens to (plain subscription, e.g. cache invalidation). */
  listens: Array<EventContract<z.ZodType>>;
  /**
   * The live channel (decision 0031): `publishes` sends live events to user and group topics (subjects
   * `live.user.*`, `live.group.*`, kept in the LIVE stream); `delivers` (the gateway) reads that stream for
   * its sockets.
   */
  live?: 'publishes' | 'delivers';
  /**
   * Reads the streams' messages one by one and erases those naming an erased person, once their durable
   * consumers have read them (identity's erasure sweep, issue 31 §3, decision 0069).
   */
  sweepsStreams?: true;
}

/**
 * Requests only a service that names one of them in its `calls` may send; a call to the whole service
 * (`'groups'`) does not reach them. Mostly requests with actor `null` that decide on an organisation named in
 * their payload; also requests asked as the actor once another service decided what only it may decide.
 */
export const systemRequests: Array<RequestContract<z.ZodType, z.ZodType>> = [
  upsertClassroomGroup,
  listClassroomGroups,
  ensureClassroomStudents,
  // Roster re-sync (issue 11.5b): the group it compares the course's roster with.
  getClassroomGroup,
  // A board's figures per school (decision 0050): identity decided the actor administers the board.
  countSchoolGroups,
  sumSchoolPractice,
  // The board dashboard (issue 25 §4): each school's programmes, then their week.
  listSchoolCohorts,
  sumSchoolWeeks,
  // Each service's export and erasure of a person's data (issue 31 §1, decision 0053): the privacy desk's.
  ...allPrivacyRequests,
  // A group's students' work over a term (issue 29 §3): the reports decided the actor teaches the group.
  sumTermWork,
  // The days a group's students practised over a goal's weeks (issue 29 §4): the reports asked groups first.
  listGoalPracticeDays,
  // Whose practice report or submission a recording is attached to (issue 29 §2): the reports decide who may.
  findRecordingTarget,
  // The instruments of a group's students, for its goals' sections (issue 29 §4): the reports asked groups first.
  listStudentInstruments,
  // The planning's reminders (issue 28 §3): sent by a delayed job, nobody asks; who and where to write.
  listReminderRecipients,
  listMailRecipients,
  // The privacy impact assessment's fact sheet (issue 31 §6): which model endpoint Maestro IA uses.
  describeMaestroModel,
  // The names Maestro IA takes out of a text before it leaves for a model (issue 30 §3): never the gateway's.
  listNamesToScrub,
  // The read audit (issue 31 §4): whether an administrator who also teaches read students of their own groups.
  listTaughtStudents,
  // An event's equipment (decision 0080): the planning decided the actor may edit the event; the gateway,
  // which may call the inventory's other requests, never reserves behind the planning's back.
  replaceEventReservations,
  listEventReservations,
];

/**
 * Roster re-sync (issue 11.5b, decision 0036): the group read by the system and, as the actor, who teaches it
 * (the teacher and the organisation's admins decide); a group deleted takes its waiting change with it.
 */
const rosterResyncCalls = [getClassroomGroup, checkGroupAccess];
const rosterResyncConsumes = [groupDeleted];

export const natsBoundaries: Record<NatsService, NatsBoundary> = {
  gateway: {
    calls: [
      'identity',
      'groups',
      'homework',
      'messaging',
      'finance',
      'classroom-sync',
      'inventory',
      'maestro',
      'planning',
      'reports',
    ],
    consumes: [],
    // The actor cache and the live channel's sockets: who changed, left a group, lost a group.
    listens: [userUpdated, userDeleted, organizationDeleted, membershipRemoved, groupDeleted, groupUpdated],
    live: 'delivers',
  },
  identity: {
    // 'Continuer avec Google' resolves the Google identity through the same request as the gateway; the
    // board's 'Écoles' counts each school's groups and practice, its dashboard asks each school's programmes
    // and their week (decision 0050); the privacy desk asks every service for a person's data and its
    // erasure (decision 0053).
    calls: [
      resolveActor,
      // A group's own settings are written by whoever manages it, as groups decides (decision 0057).
      checkGroupAccess,
      countSchoolGroups,
      sumSchoolPractice,
      listSchoolCohorts,
      sumSchoolWeeks,
      ...allPrivacyRequests,
      // The fact sheet names Maestro IA's model endpoint, local or external (issue 31 §6).
      describeMaestroModel,
      // The read audit asks groups which of the students read an administrator also teaches (issue 31 §4).
      listTaughtStudents,
    ],
    // Reads of students' files, logged in 'Journal des consultations' (issue 31 §4, decision 0067); its own
    // `user.deleted`, once published, starts the erasure's sweep of every service and stream (decision 0069), its
    // `organization.deleted` the sweep of the school's id (decision 0079).
    consumes: [membershipAdded, ...filesReadEvents, userDeleted, organizationDeleted],
    listens: [],
    sweepsStreams: true,
  },
  groups: {
    // The special administrator's e-mail (services/groups/src/special-admin.ts); a co-teacher is a colleague
    // of the school (services/groups/src/co-teachers.service.ts).
    calls: [getProfile, lookupProfiles],
    consumes: [userDeleted, userUpdated, organizationDeleted],
    listens: [],
  },
  homework: {
    // Who may do what with a group, decided by groups and asked as the actor (service-kit's GroupsAccess).
    calls: [checkGroupAccess, groupsInScope],
    consumes: [groupDeleted, membershipAdded, membershipRemoved, userDeleted, organizationDeleted],
    listens: [],
  },
  messaging: {
    // Who may read and post in a group's chat is groups' rule, asked as the actor (service-kit's GroupsAccess);
    // the sender's name is read from their own profile when they post.
    calls: [checkGroupAccess, groupsInScope, getProfile],
    consumes: [groupDeleted, userDeleted, organizationDeleted],
    listens: [],
    live: 'publishes',
  },
  finance: {
    // Whose purchases an actor answers for (groups, services/finance/src/student-scope.ts) and a student's
    // name on their statement (identity, student-names.ts), both asked as the actor.
    calls: [checkGroupAccess, groupsInScope, getProfile, lookupProfiles],
    // An erased person's links are erased, the amounts kept as anonymised lines (decision 0028); a family
    // charged for an instrument is a purchase on the student's ledger (issue 27 §5, decision 0052); what an
    // instrument's repair cost is an expense of the budget's 'Réparations' (issue 27 §6).
    consumes: [userDeleted, organizationDeleted, familyChargeRequested, repairCostRecorded],
    listens: [],
  },
  'classroom-sync': {
    // Imports write groups and students through their owners; an admin's chosen teacher is checked in identity.
    calls: [
      upsertClassroomGroup,
      listClassroomGroups,
      ensureClassroomStudents,
      lookupProfiles,
      ...rosterResyncCalls,
      // Coursework push (decision 0035): the assignment and its group (in rosterResyncCalls), read as the actor.
      getAssignment,
      // 'Publier dans Google Agenda' (issue 28 §7): the group's events, asked of the planning as the teacher.
      listGroupEvents,
    ],
    consumes: [
      userDeleted,
      organizationDeleted,
      ...rosterResyncConsumes,
      // Grade passback (decision 0035): a grade given goes to Classroom; a deleted assignment's link goes.
      submissionGraded,
      assignmentDeleted,
      // A published group's events kept in step in Google Calendar (issue 28 §7).
      planningEventSaved,
    ],
    listens: [],
    // An import's progress, to the users it concerns (the overlay of the groups page).
    live: 'publishes',
  },
  inventory: {
    // To whom a staff member lends is groups' decision; whether a family may be charged, identity's policy
    // (inventory.chargeFamilies); a loan's agreement with the family, identity's privacy desk (mailed, signed,
    // listed; issue 27 §4, decision 0066): all asked as the actor (issue 27).
    calls: [
      checkGroupAccess,
      groupsInScope,
      decidePolicyRequest,
      requestSignedAgreement,
      listSignedAgreements,
      // 'Ajouter au budget' of the replacement plan (issue 27 §7, decision 0073): the next year's amount in the
      // budget's 'Instruments', asked of finance as the admin.
      addPlannedAmount,
      // Across a board's schools (issue 27 §8, decision 0074): which schools share the actor's board, and
      // their names, are identity's answer, asked as the actor.
      listBoardPeerSchools,
    ],
    // Deletions reach the inventory: a person's loans anonymised, an organisation's inventory erased.
    consumes: [userDeleted, organizationDeleted],
    listens: [],
  },
  maestro: {
    // Maestro IA (issue 30): who teaches the group is groups' decision, whether Maestro IA is on identity's
    // policy (maestro.enabled), the names identity's and the records homework's, all asked as the actor.
    calls: [
      checkGroupAccess,
      groupsInScope,
      decidePolicyRequest,
      lookupProfiles,
      listPracticeReports,
      listStudentSubmissions,
      // 'Commentaires de bulletin': the group's cards and term work, the comment bank, and the approved
      // comment written into the card, all asked of reports as the teacher (its own rules apply).
      listGroupReportCards,
      listBankComments,
      saveReportCard,
      // 'Idées de cours': the group's repertoire (its assignments' titles, homework's) and its next concert
      // (the planning's), asked as the teacher; only group-level texts, no student's record.
      listAssignments,
      listOccurrences,
      // 'Plan de pratique', asked as the student: whether a parent's consent opens it (identity decides, issue
      // 31 §7), their assignment (homework's, their own only), and the names of the group's people (a system
      // request of identity's only Maestro sends, only to scrub them: a student may not read them).
      checkParentalConsent,
      getAssignment,
      listNamesToScrub,
    ],
    // Deletions reach Maestro IA: a student's drafts go, a teacher's links are cut, a group's or school's go;
    // an assignment deleted marks the practice plans asked from it ('Devoir supprimé'), which stay.
    consumes: [userDeleted, groupDeleted, organizationDeleted, assignmentDeleted],
    listens: [],
    // A request's queue position and streamed preview, to the asker's own topic (decision 0068).
    live: 'publishes',
  },
  planning: {
    // Who may write or read a group's events is groups' decision, asked as the actor (decision 0045).
    // Its reminders (issue 28 §3), sent by a delayed job with no actor: who an event concerns (groups) and
    // where to write to them (identity), each a system request only the planning may send.
    // A 'Sortie''s consents (issue 28 §6): asked of identity as the actor, with the students' names.
    // Its deposit and balance: purchases recorded, read and cancelled by finance as the actor (finance decides
    // who may charge whom).
    calls: [
      checkGroupAccess,
      groupsInScope,
      listReminderRecipients,
      listMailRecipients,
      requestSignedAgreement,
      listSignedAgreements,
      lookupProfiles,
      recordPurchase,
      listPurchases,
      cancelPurchase,
      // 'Matériel réservé' (issue 28 §7, decision 0080): once the planning decided the actor may edit the event,
      // the inventory reserves, moves or releases its instruments, asked as the actor (the inventory checks the
      // instruments are the actor's school's).
      replaceEventReservations,
      listEventReservations,
    ],
    // Deletions reach the planning: a person's traces anonymised, a group's events lose it, a school's go;
    // a student who leaves a group, their calendar address no longer carries it.
    consumes: [userDeleted, groupDeleted, membershipRemoved, organizationDeleted],
    listens: [],
  },
  reports: {
    // Who teaches a group is groups' decision, a student's name identity's, both asked as the actor; the
    // term's work is homework's count, a system request sent once groups said the actor teaches the group.
    // Ensemble goals (issue 29 §4): whether gamification is on is identity's policy (asked as the actor), the
    // days practised homework's, a system request sent once groups said the actor teaches or is in the group.
    calls: [
      checkGroupAccess,
      groupsInScope,
      getProfile,
      lookupProfiles,
      sumTermWork,
      decidePolicyRequest,
      listGoalPracticeDays,
      // Recordings (issue 29 §2): whose practice report or submission it is, a system request to homework.
      findRecordingTarget,
      // Concert sprints ('Défi'): the group's events the sprint may end on, asked of the planning as the
      // teacher (the planning decides what they see); its tables are never read.
      listOccurrences,
      // Section goals (issue 29 §4): the students' instruments, a system request to identity sent once groups
      // said the actor teaches or is in the group.
      listStudentInstruments,
    ],
    // Deletions reach the report cards: a student's go with them, a group's drafts with it, a school's all.
    consumes: [userDeleted, groupDeleted, membershipRemoved, organizationDeleted],
    listens: [],
  },
};
