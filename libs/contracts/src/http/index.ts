import { classroomPushRoutes } from '../classroom/classroom-push-routes.js';
import { classroomRoutes } from '../classroom/classroom-routes.js';
import { rosterResyncRoutes } from '../classroom/roster-resync-routes.js';
import { calendarPublishingRoutes } from '../classroom/calendar-publishing-routes.js';
import { financeRoutes } from '../finance/finance-routes.js';
import { inventoryRoutes } from '../inventory/inventory-routes.js';
import { inventoryLabelRoutes } from '../inventory/labels.js';
import { inventoryRepairRoutes } from '../inventory/repairs.js';
import { inventoryAuditRoutes } from '../inventory/audits.js';
import { inventoryBoardRoutes } from '../inventory/board-loans.js';
import { inventoryReservationRoutes } from '../inventory/reservations.js';
import { inventoryInstrumentDetailRoutes } from '../inventory/instrument-details.js';
import { inventoryReplacementRoutes } from '../inventory/replacement-plan.js';
import { inventoryImportRoutes } from '../inventory/imports.js';
import { inventoryPhotoRoutes } from '../inventory/photos.js';
import { planningRoutes } from '../planning/planning-routes.js';
import { reportsRoutes } from '../reports/reports-routes.js';
import { coTeacherRoutes } from '../groups/co-teacher-requests.js';
import { groupsRoutes } from '../groups/groups-routes.js';
import { homeworkRoutes } from '../homework/homework-routes.js';
import { maestroRoutes } from '../maestro/maestro-routes.js';
import { accountRoutes } from '../identity/account-routes.js';
import { boardRoutes } from '../identity/board-routes.js';
import { policyRoutes } from '../identity/policy-routes.js';
import { signInDomainRoutes } from '../identity/sign-in-domain-routes.js';
import { mailboxRoutes } from '../identity/mailbox-routes.js';
import { meRoutes } from '../identity/me-route.js';
import { profileLookupRoutes } from '../identity/profile-lookup.js';
import { profileRoutes } from '../identity/profile-routes.js';
import { teamRoutes } from '../identity/team-routes.js';
import { messagingRoutes } from '../messaging/messaging-routes.js';
import type { HttpRoute } from './http-route.js';

import { dataArchiveRoutes } from '../privacy/data-archive.js';
import { privacyOfficerRoutes } from '../privacy/privacy-officer.js';
import { privacyDeskRoutes } from '../privacy/privacy-desk.js';
import { privacyIncidentRoutes } from '../privacy/privacy-incidents.js';
import { privacyFactSheetRoutes } from '../privacy/privacy-fact-sheet.js';
import { parentalConsentRoutes } from '../privacy/parental-consent.js';
import { readAuditRoutes } from '../privacy/read-audit.js';
export { isHttpRoute, type HttpRoute } from './http-route.js';

/**
 * `@crescendo/contracts/http`: every REST endpoint of the platform, the list the gateway registers and
 * documents (issue 24.6). Each domain lists its own routes beside them; a route declared and left out of its
 * list fails `libs/contracts/test/http-routes.spec.ts` instead of vanishing from the API.
 */
export const httpRoutes: readonly HttpRoute[] = [
  ...meRoutes,
  ...accountRoutes,
  ...mailboxRoutes,
  ...profileRoutes,
  ...profileLookupRoutes,
  ...teamRoutes,
  ...boardRoutes,
  ...policyRoutes,
  ...signInDomainRoutes,
  ...groupsRoutes,
  ...coTeacherRoutes,
  ...homeworkRoutes,
  ...maestroRoutes,
  ...messagingRoutes,
  ...financeRoutes,
  ...inventoryRoutes,
  ...inventoryLabelRoutes,
  ...inventoryInstrumentDetailRoutes,
  ...inventoryPhotoRoutes,
  ...inventoryRepairRoutes,
  ...inventoryAuditRoutes,
  ...inventoryReplacementRoutes,
  ...inventoryImportRoutes,
  ...inventoryBoardRoutes,
  ...inventoryReservationRoutes,
  ...planningRoutes,
  ...reportsRoutes,
  ...classroomRoutes,
  ...classroomPushRoutes,
  ...rosterResyncRoutes,
  ...calendarPublishingRoutes,
  ...dataArchiveRoutes,
  ...privacyOfficerRoutes,
  ...privacyDeskRoutes,
  ...privacyIncidentRoutes,
  ...readAuditRoutes,
  ...privacyFactSheetRoutes,
  ...parentalConsentRoutes,
];
