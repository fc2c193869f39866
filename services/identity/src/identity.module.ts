import { Module } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { IdentityPersonalData } from './privacy/personal-data.js';
import { DataArchiveHandlers, privacyDeskProviders } from './privacy/privacy-desk.providers.js';
import { PrivacyOfficerHandlers } from './privacy/officer/privacy-officer.handlers.js';
import { PrivacyOfficerService } from './privacy/officer/privacy-officer.service.js';
import { PrivacyDeskHandlers } from './privacy/desk/privacy-desk.handlers.js';
import { PrivacyDeskService } from './privacy/desk/privacy-desk.service.js';
import { PrivacyIncidentsHandlers } from './privacy/incidents/privacy-incidents.handlers.js';
import { PrivacyIncidentsService } from './privacy/incidents/privacy-incidents.service.js';
import { ReadAuditConsumers } from './privacy/reads/read-audit.consumers.js';
import { ReadAuditHandlers } from './privacy/reads/read-audit.handlers.js';
import { ReadAuditService } from './privacy/reads/read-audit.service.js';
import { ParentalConsentHandlers } from './privacy/consent/parental-consent.handlers.js';
import { ParentalConsentService } from './privacy/consent/parental-consent.service.js';
import { FactSheetHandlers } from './privacy/fact-sheet/fact-sheet.handlers.js';
import { FactSheetService } from './privacy/fact-sheet/fact-sheet.service.js';
import { AccountHandlers } from './account.handlers.js';
import { AccountService } from './account.service.js';
import { BoardDashboardService } from './board-dashboard.service.js';
import { BoardHandlers } from './board.handlers.js';
import { BoardPeersHandlers, BoardPeersService } from './board-peers.handlers.js';
import { BoardService } from './board.service.js';
import { PolicyHandlers } from './policy.handlers.js';
import { PolicyService } from './policy.service.js';
import { ClassroomStudentsHandlers } from './classroom-students.handlers.js';
import { ClassroomStudentsService } from './classroom-students.service.js';
import { DemoSeeder } from './demo/demo-seeder.js';
import { GroupsEventsConsumers } from './groups-events.consumers.js';
import { OrganizationHandlers } from './organization.handlers.js';
import { OrganizationService } from './organization.service.js';
import { ProfileHandlers } from './profile.handlers.js';
import { ProfileLookupHandlers } from './profile-lookup.handlers.js';
import { MailRecipientsHandlers } from './mail-recipients.handlers.js';
import { StudentInstrumentsHandlers } from './student-instruments.handlers.js';
import { NamesToScrubHandlers } from './names-to-scrub.handlers.js';
import { ProfileService } from './profile.service.js';
import { TeamHandlers } from './team.handlers.js';
import { TeamService } from './team.service.js';
import { twoFactorSecretsProvider } from './two-factor/two-factor-keys.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { InvitationService } from './invitation.service.js';
import { mailProviders } from './mail/mail.providers.js';
import { MailboxHandlers } from './mailbox.handlers.js';
import { MailboxService } from './mailbox.service.js';
import { PasswordChangeService } from './passwords/password-change.service.js';
import { DomainAccounts } from './domain-sign-in/domain-accounts.js';
import { DomainSecrets } from './domain-sign-in/domain-secrets.js';
import { SignInDomainsHandlers } from './domain-sign-in/sign-in-domains.handlers.js';
import { SignInDomainsService } from './domain-sign-in/sign-in-domains.service.js';
import { BoardTeachersHandlers } from './board-teachers.handlers.js';
import { BoardTeachersService } from './board-teachers.service.js';

@Module({
  controllers: [
    ProfileHandlers,
    OrganizationHandlers,
    TeamHandlers,
    AccountHandlers,
    ProfileLookupHandlers,
    MailboxHandlers,
    ClassroomStudentsHandlers,
    BoardHandlers,
    BoardPeersHandlers,
    PolicyHandlers,
    SignInDomainsHandlers,
    BoardTeachersHandlers,
    MailRecipientsHandlers,
    StudentInstrumentsHandlers,
    NamesToScrubHandlers,
    privacyHandlers('identity'),
    DataArchiveHandlers,
    PrivacyOfficerHandlers,
    PrivacyDeskHandlers,
    PrivacyIncidentsHandlers,
    ReadAuditHandlers,
    FactSheetHandlers,
    ParentalConsentHandlers,
  ],
  providers: [
    ...mailProviders,
    MailboxService,
    InvitationService,
    PasswordChangeService,
    ProfileService,
    OrganizationService,
    TeamService,
    AccountService,
    { provide: PersonalData, useClass: IdentityPersonalData },
    ...privacyDeskProviders,
    PrivacyOfficerService,
    PrivacyDeskService,
    PrivacyIncidentsService,
    ReadAuditService,
    ReadAuditConsumers,
    FactSheetService,
    ParentalConsentService,
    twoFactorSecretsProvider,
    TwoFactorService,
    DemoSeeder,
    GroupsEventsConsumers,
    ClassroomStudentsService,
    BoardService,
    BoardPeersService,
    BoardDashboardService,
    PolicyService,
    DomainSecrets,
    DomainAccounts,
    SignInDomainsService,
    BoardTeachersService,
    GroupsAccess,
  ],
})
export class IdentityModule {}
