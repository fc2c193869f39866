export * from './common/actor.js';
export * from './common/envelope.js';
export * from './common/error-codes.js';
export * from './common/event.js';
export * from './common/request.js';
export * from './common/free-text.js';
export * from './common/page.js';
export * from './web/web-config.js';
export * from './identity/me.js';
export * from './identity/resolve-actor.js';
export * from './identity/identity-events.js';
export * from './identity/profile.js';
export * from './identity/team.js';
export * from './identity/account.js';
export * from './identity/organization.js';
export * from './http/http-route.js';
export * from './identity/me-route.js';
export * from './groups/group.js';
export * from './groups/group-requests.js';
export * from './groups/membership-requests.js';
export * from './groups/group-access.js';
export * from './groups/co-teacher-requests.js';
export * from './groups/groups-events.js';
export * from './groups/groups-routes.js';
export * from './identity/two-factor.js';
export * from './identity/profile-routes.js';
export * from './identity/team-routes.js';
export * from './identity/account-routes.js';
export * from './identity/profile-lookup.js';
export * from './common/signed-actor.js';
export * from './boundary/nats-boundaries.js';
export * from './identity/mailbox.js';
export * from './identity/mailbox-routes.js';
export * from './homework/practice.js';
export * from './homework/practice-period.js';
export * from './homework/practice-summary.js';
export * from './homework/assignment.js';
export * from './homework/homework-requests.js';
export * from './homework/homework-events.js';
export * from './homework/homework-routes.js';
export * from './homework/student-submissions.js';
export * from './live/index.js';
export * from './messaging/index.js';
export * from './finance/money.js';
export * from './finance/purchase.js';
export * from './finance/budget.js';
export * from './finance/finance-requests.js';
export * from './finance/finance-routes.js';
export * from './classroom/google-connection.js';
export * from './classroom/classroom-import.js';
export * from './classroom/classroom-routes.js';
export * from './classroom/classroom-live.js';
export * from './groups/classroom-group-requests.js';
export * from './identity/classroom-students.js';
export * from './classroom/roster-resync.js';
export * from './classroom/roster-resync-routes.js';
export * from './groups/classroom-group-get.js';
// Coursework push and grade passback (issue 11.4–11.5a).
export * from './classroom/classroom-push.js';
export * from './classroom/classroom-push-routes.js';
// School boards (issue 25, decision 0050).
export * from './identity/board.js';
export * from './identity/board-routes.js';
export * from './identity/sign-in-domains.js';
export * from './identity/sign-in-domain-routes.js';
export * from './identity/board-teachers.js';
export * from './common/school-figures.js';
export * from './groups/school-figures.js';
export * from './homework/school-figures.js';
export * from './identity/policy.js';
export * from './identity/policy-routes.js';
export * from './identity/group-policy.js';
// Inventory (issue 27): instruments and their loans.
export * from './inventory/index.js';
export * from './inventory/labels.js';
// Maestro IA (issue 30): drafts from the department's own data, no child's name sent to a model.
export * from './maestro/index.js';
// Planning (issue 28): the department's events.
export * from './planning/index.js';
// Planning's reminders (issue 28 §3): who an event concerns (groups), where to write to them (identity).
export * from './groups/reminder-recipients.js';
export * from './identity/mail-recipients.js';
// Report cards (issue 29 §3): terms, the comment bank, report cards and their PDF.
export * from './reports/index.js';
// Privacy (issue 31): each service's personal data, its export and erasure.
export * from './privacy/personal-data.js';
export * from './privacy/privacy-requests.js';
export * from './privacy/data-archive.js';
