import {
  CreateOutboxAndProcessedEvents1700000000000,
  type RedisConfig,
  type ServiceDefinition,
} from '@crescendo/service-kit';
import { identityConfigSchema, type IdentityConfig } from './config.js';
import { IdentityModule } from './identity.module.js';
import { CreateIdentityTables1710000000001 } from './migrations/1710000000001-create-identity-tables.js';
import { CreateOidcTables1710000000002 } from './migrations/1710000000002-create-oidc-tables.js';
import { CreateDeletedSubjects1710000000003 } from './migrations/1710000000003-create-deleted-subjects.js';
import { MailboxProofs1710000000020 } from './migrations/1710000000020-mailbox-proofs.js';
import { DropLoginFailures1710000000030 } from './migrations/1710000000030-drop-login-failures.js';
import { DropUserGroupId1710000000060 } from './migrations/1710000000060-drop-user-group-id.js';
import { TwoFactorAtRest1710000000070 } from './migrations/1710000000070-two-factor-at-rest.js';
import { SchoolBoards1710000000080 } from './migrations/1710000000080-school-boards.js';
import { Policies1710000000090 } from './migrations/1710000000090-policies.js';
import { MembershipsPerSchoolAndRole1710000000100 } from './migrations/1710000000100-memberships-per-school-and-role.js';
import { OrganizationAliases1710000000110 } from './migrations/1710000000110-organization-aliases.js';
import { SignInDomains1710000000120 } from './migrations/1710000000120-sign-in-domains.js';
import { DataArchives1710000000590 } from './migrations/1710000000590-data-archives.js';
import { RetentionPurges1710000000591 } from './migrations/1710000000591-retention-purges.js';
import { PrivacyOfficers1710000000600 } from './migrations/1710000000600-privacy-officers.js';
import { PrivacyRequests1710000000610 } from './migrations/1710000000610-privacy-requests.js';
import { PrivacyIncidents1710000000620 } from './migrations/1710000000620-privacy-incidents.js';
import { PrivacyExtensionNotices1710000000621 } from './migrations/1710000000621-privacy-extension-notices.js';
import { ParentalConsents1710000000630 } from './migrations/1710000000630-parental-consents.js';
import { ReadAudit1710000000640 } from './migrations/1710000000640-read-audit.js';
import { ReadAuditCategories1710000000641 } from './migrations/1710000000641-read-audit-categories.js';
import { ArchiveParts1710000000642 } from './migrations/1710000000642-archive-parts.js';
import { GoogleClient } from './google/google-client.js';
import { googleCallbackPath, GoogleUpstream } from './google/google-upstream.js';
import { mountOidc } from './oidc/mount-oidc.js';
import { TwoFactorSecrets } from './two-factor/two-factor-secrets.js';

export const identityService: ServiceDefinition<typeof identityConfigSchema> = {
  name: 'identity',
  configSchema: identityConfigSchema,
  database: {
    schema: 'identity',
    entities: [],
    migrations: [
      CreateOutboxAndProcessedEvents1700000000000,
      CreateIdentityTables1710000000001,
      CreateOidcTables1710000000002,
      CreateDeletedSubjects1710000000003,
      MailboxProofs1710000000020,
      DropLoginFailures1710000000030,
      DropUserGroupId1710000000060,
      TwoFactorAtRest1710000000070,
      SchoolBoards1710000000080,
      Policies1710000000090,
      MembershipsPerSchoolAndRole1710000000100,
      OrganizationAliases1710000000110,
      SignInDomains1710000000120,
      DataArchives1710000000590,
      RetentionPurges1710000000591,
      PrivacyOfficers1710000000600,
      PrivacyRequests1710000000610,
      PrivacyIncidents1710000000620,
      PrivacyExtensionNotices1710000000621,
      ParentalConsents1710000000630,
      ReadAudit1710000000640,
      ReadAuditCategories1710000000641,
      ArchiveParts1710000000642,
    ],
  },
  usesRedis: true,
  module: () => IdentityModule,
  configureHttp: async (app, infra) => {
    const config = infra.config as IdentityConfig & RedisConfig;
    if (!config.OIDC_EMBEDDED) return;
    const mountPath = new URL(config.OIDC_ISSUER).pathname.replace(/\/$/, '');
    await mountOidc(
      app,
      { ...infra, config },
      {
        secondFactor: app.get(TwoFactorSecrets),
        upstream: config.GOOGLE_CLIENT_ID
          ? (actions) => {
              const google = new GoogleClient(
                config.GOOGLE_ISSUER,
                config.GOOGLE_CLIENT_ID,
                config.GOOGLE_CLIENT_SECRET,
                `${config.OIDC_ISSUER}${googleCallbackPath}`,
              );
              const login = new GoogleUpstream(
                google,
                config.GOOGLE_ISSUER,
                infra.client,
                mountPath,
                actions,
              );
              return { login, callbackPath: googleCallbackPath, callback: login.callback };
            }
          : undefined,
      },
    );
  },
};
