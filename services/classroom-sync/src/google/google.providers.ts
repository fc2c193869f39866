import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Db, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import { sealingKey } from '@crescendo/service-kit/crypto';
import type { ClassroomConfig } from '../config.js';
import { CalendarApi } from './calendar-api.js';
import { ClassroomApi } from './classroom-api.js';
import { GoogleAccounts } from './google-accounts.js';
import { GoogleOAuth } from './google-oauth.js';
import { QuotaLimiter } from './quota-limiter.js';
import { defaultRetry } from './retry.js';
import { TokenVault } from './token-vault.store.js';

/** Google as both processes use it: our OAuth client, the sealed tokens, one client per user, the API. */
export const googleProviders: Provider[] = [
  {
    provide: GoogleOAuth,
    inject: [SERVICE_CONFIG],
    useFactory: (config: ClassroomConfig) =>
      new GoogleOAuth({
        rootUrl: config.GOOGLE_ROOT_URL,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        redirectUri: `${config.PUBLIC_URL.replace(/\/$/, '')}/auth/google/callback`,
      }),
  },
  {
    provide: TokenVault,
    inject: [Db, SERVICE_CONFIG],
    useFactory: (db: Db, config: ClassroomConfig) =>
      new TokenVault(db, {
        current: sealingKey(config.GOOGLE_TOKEN_KEY, 'GOOGLE_TOKEN_KEY'),
        previous: config.GOOGLE_TOKEN_PREVIOUS_KEYS.split(',')
          .map((key) => key.trim())
          .filter(Boolean)
          .map((key) => sealingKey(key, 'GOOGLE_TOKEN_PREVIOUS_KEYS')),
      }),
  },
  {
    provide: GoogleAccounts,
    inject: [GoogleOAuth, TokenVault],
    useFactory: (oauth: GoogleOAuth, vault: TokenVault) => new GoogleAccounts(oauth, vault),
  },
  {
    provide: QuotaLimiter,
    inject: [REDIS, SERVICE_CONFIG],
    useFactory: (redis: Redis, config: ClassroomConfig) =>
      new QuotaLimiter(redis, {
        prefix: `${config.REDIS_PREFIX}classroom:quota:`,
        userRequestsPerSecond: config.GOOGLE_USER_REQUESTS_PER_SECOND,
        clientRequestsPerSecond: config.GOOGLE_CLIENT_REQUESTS_PER_SECOND,
      }),
  },
  {
    provide: ClassroomApi,
    inject: [GoogleAccounts, QuotaLimiter, GoogleOAuth, SERVICE_CONFIG],
    useFactory: (
      accounts: GoogleAccounts,
      limiter: QuotaLimiter,
      oauth: GoogleOAuth,
      config: ClassroomConfig,
    ) =>
      new ClassroomApi(accounts, limiter, oauth.settings.clientId, oauth.apiRootUrl, {
        ...defaultRetry,
        attempts: config.GOOGLE_CALL_ATTEMPTS,
      }),
  },
  {
    provide: CalendarApi,
    inject: [GoogleAccounts, QuotaLimiter, GoogleOAuth, SERVICE_CONFIG],
    useFactory: (
      accounts: GoogleAccounts,
      limiter: QuotaLimiter,
      oauth: GoogleOAuth,
      config: ClassroomConfig,
    ) =>
      new CalendarApi(accounts, limiter, oauth.settings.clientId, oauth.calendarRootUrl, {
        ...defaultRetry,
        attempts: config.GOOGLE_CALL_ATTEMPTS,
      }),
  },
];
