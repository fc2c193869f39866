import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Db, type RedisConfig, type ServiceInfra } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { CredentialsService } from '../login/credentials.service.js';
import { SignInLimits } from '../login/sign-in-limits.js';
import { DeviceCookies } from '../login/device-cookies.js';
import {
  LoginActions,
  registrationParam,
  type SecondFactor,
  type UpstreamLogin,
} from '../login/login-actions.js';
import { RegistrationService } from '../login/registration.service.js';
import { MailLinks } from '../mail/mail-links.js';
import { Mailer } from '../mail/mailer.js';
import { MailboxService } from '../mailbox.service.js';
import { PasswordResetService } from '../passwords/password-reset.service.js';
import { passwordResetHandler, passwordResetPath } from '../login/password-reset-page.js';
import { createProvider, keycloakRoutes } from './create-provider.js';
import { readForm } from './http-util.js';
import { loadOrCreateSecrets } from './oidc-secrets.store.js';
import { patternOrigins, parsePatterns } from './redirect-patterns.js';
import { userinfoHandler } from './userinfo.js';
import { thirdPartyCookiePage } from './third-party-cookies.js';
import { DomainAccounts } from '../domain-sign-in/domain-accounts.js';
import { domainCallbackPath } from '../domain-sign-in/domain-callback.js';
import { DomainLogin } from '../domain-sign-in/domain-login.js';
import { DomainProviders } from '../domain-sign-in/domain-providers.js';
import { DomainSecrets } from '../domain-sign-in/domain-secrets.js';

const logger = new Logger('Oidc');
const registrationsPath = '/protocol/openid-connect/registrations';

type RawHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface FastifyLike {
  register(plugin: (instance: FastifyLike) => Promise<void>): unknown;
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (req: unknown, payload: unknown, done: (error: null) => void) => void,
  ): void;
  all(
    path: string,
    handler: (
      request: { raw: IncomingMessage; ip: string },
      reply: { raw: ServerResponse; hijack(): void },
    ) => void,
  ): void;
}

export interface OidcExtensions {
  secondFactor: SecondFactor;
  upstream?: (actions: () => LoginActions) => {
    login: UpstreamLogin;
    callbackPath: string;
    callback: RawHandler;
  };
}

/**
 * Mounts the embedded OpenID Connect provider on identity's HTTP server under the issuer's path
 * (`/realms/crescendo/...`, Keycloak's layout). The gateway proxies `/realms/*` to it unchanged,
 * with X-Forwarded-Host and X-Forwarded-Proto.
 */
export async function mountOidc(
  app: NestFastifyApplication,
  infra: ServiceInfra<IdentityConfig & RedisConfig>,
  extensions: OidcExtensions,
): Promise<void> {
  const { config } = infra;
  const db = app.get(Db);
  const secrets = await loadOrCreateSecrets(db);
  const { provider, envelope, mountPath } = createProvider(config, db, secrets);
  const credentials = new CredentialsService(db);
  const limits = new SignInLimits(infra.redis!, config.REDIS_PREFIX, config);
  const mailer = app.get(Mailer);
  const links = app.get(MailLinks);
  const passwordReset = new PasswordResetService(db, mailer, links);
  const resetHandler = passwordResetHandler(passwordReset, `${mountPath}${passwordResetPath}`, links.login());
  const holder: { actions?: LoginActions } = {};
  const upstream = extensions.upstream?.(() => holder.actions!);
  const domainLogin = new DomainLogin(
    db,
    new DomainProviders(`${config.OIDC_ISSUER}${domainCallbackPath}`, app.get(DomainSecrets)),
    app.get(DomainAccounts),
    mountPath,
    () => holder.actions!,
  );
  const actions = (holder.actions = new LoginActions(
    provider,
    mountPath,
    credentials,
    extensions.secondFactor,
    upstream?.login,
    new RegistrationService(db, infra.outbox, app.get(MailboxService), mailer, links),
    passwordReset,
    limits,
    new DeviceCookies(secrets.cookieKeys, mountPath, new URL(config.OIDC_ISSUER).protocol === 'https:'),
    domainLogin,
  ));
  const userinfo = userinfoHandler(db, secrets.signingKeys, config.OIDC_ISSUER, config.OIDC_AUDIENCE);
  const origins = patternOrigins(parsePatterns(config.OIDC_REDIRECT_URIS));
  const callback = provider.callback();
  const tokenPaths = new Set([keycloakRoutes.token, keycloakRoutes.revocation, keycloakRoutes.introspection]);

  const handle = async (req: IncomingMessage, res: ServerResponse, client: string): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://identity');
    const path = url.pathname.slice(mountPath.length);
    if (path.startsWith('/login-actions/'))
      return actions.handle(req, res, path.slice('/login-actions/'.length), client);
    if (upstream && path === upstream.callbackPath) return upstream.callback(req, res);
    if (path === domainCallbackPath) return domainLogin.callback(req, res);
    if (path === passwordResetPath) return resetHandler(req, res);
    if (path === registrationsPath) {
      // Keycloak's registration entry (keycloak-js `register()`): an authorization like `auth`'s, with
      // the same parameters, that opens on the sign-up page. It always asks, even within a session.
      const params = new URLSearchParams(url.search);
      params.set(registrationParam, 'register');
      params.set('prompt', 'login');
      req.url = `${mountPath}${keycloakRoutes.authorization}?${params}`;
    }
    if (req.method === 'GET' && thirdPartyCookiePage(path, res)) return;
    if (path === keycloakRoutes.userinfo) {
      const origin = req.headers.origin;
      const cors: Record<string, string> =
        origin && origins.includes(origin)
          ? {
              'access-control-allow-origin': origin,
              'access-control-allow-credentials': 'true',
              vary: 'Origin',
            }
          : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'access-control-allow-headers': 'authorization',
          'access-control-allow-methods': 'GET, POST',
        });
        return void res.end();
      }
      return userinfo(req, res, cors);
    }
    if (req.method === 'POST' && tokenPaths.has(path as never)) {
      // Unwrap refresh tokens handed out in their JWT envelope; the provider then reads `req.body`.
      const form = await readForm(req);
      if (form.refresh_token) form.refresh_token = await envelope.unwrap(form.refresh_token);
      if (form.token) form.token = await envelope.unwrap(form.token);
      (req as IncomingMessage & { body?: unknown }).body = form;
    }
    // oidc-provider derives its mount path from originalUrl minus url.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = (req.url ?? '/').slice(mountPath.length) || '/';
    callback(req, res);
  };

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyLike;
  await fastify.register(async (scope) => {
    // Bodies are left unread for the provider and the sign-in pages.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${mountPath}/*`, (request, reply) => {
      reply.hijack();
      // request.ip: the gateway's X-Forwarded-For when the gateway is in TRUSTED_PROXIES, else the peer.
      handle(request.raw, reply.raw, request.ip).catch((error: unknown) => {
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end('Erreur interne du service de connexion.');
        logger.error(error instanceof Error ? error : String(error));
      });
    });
  });
}
