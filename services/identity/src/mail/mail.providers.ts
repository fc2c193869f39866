import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { MailLinks } from './mail-links.js';
import { Mailer } from './mailer.js';

/** The mailer and the links' base, from identity's configuration. */
export const mailProviders: Provider[] = [
  {
    provide: Mailer,
    inject: [SERVICE_CONFIG],
    useFactory: (config: IdentityConfig) => new Mailer(config.SMTP_URL, config.MAIL_FROM),
  },
  {
    provide: MailLinks,
    inject: [SERVICE_CONFIG],
    useFactory: (config: IdentityConfig) => new MailLinks(config),
  },
];
