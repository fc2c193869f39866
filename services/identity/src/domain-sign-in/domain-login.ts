import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '@crescendo/service-kit';
import type { LoginActions } from '../login/login-actions.js';
import type { DomainAccounts } from './domain-accounts.js';
import type { DomainProviders, PendingDomainSignIn } from './domain-providers.js';
import { findSignInDomain } from './sign-in-domain.store.js';

const pendingDomain = 'crescendoDomain';

/**
 * 'Se connecter avec mon école' (issue 25 §5, decision 0057): the school address finds its domain's provider;
 * the person goes there with state, nonce and PKCE kept in the provider's interaction, comes back through
 * `/broker/domain/endpoint` to the interaction's page, and is signed in as the account linked to the provider's
 * (issuer, subject), in the school the domain leads to. Any failure: false, and the page says the spec's message.
 */
export class DomainLogin {
  private readonly logger = new Logger('DomainSignIn');

  constructor(
    private readonly db: Db,
    private readonly providers: DomainProviders,
    private readonly accounts: DomainAccounts,
    private readonly mountPath: string,
    private readonly actions: () => LoginActions,
  ) {}

  /**
   * The provider's authorization URL for the address, its checks kept in the interaction; null when no provider
   * is configured for the address's domain, or it cannot be reached.
   */
  async start(details: InteractionDetails, email: string): Promise<string | null> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    const row = await findSignInDomain(this.db, domain);
    if (!row) return null;
    try {
      const { url, pending } = await this.providers.authorization(row, email, details.uid);
      details.result = { ...details.result, [pendingDomain]: pending };
      await details.save(details.exp - Math.floor(Date.now() / 1000));
      return url;
    } catch (error) {
      this.logger.warn(`sign-in by domain ${domain}: its provider failed (${reason(error)})`);
      return null;
    }
  }

  /** The provider's redirect: on to the interaction's own page, whose path carries its cookie. */
  callback = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const query = new URL(req.url ?? '/', 'http://identity').searchParams;
    const uid = (query.get('state') ?? '').split('.')[0] ?? '';
    if (!/^[\w-]+$/.test(uid)) return void res.writeHead(400).end();
    res.writeHead(303, { location: `${this.mountPath}/login-actions/${uid}/domain-return?${query}` }).end();
  };

  async complete(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<boolean> {
    const query = new URL(req.url ?? '/', 'http://identity').searchParams;
    const pending = details.result?.[pendingDomain] as PendingDomainSignIn | undefined;
    if (!pending) return false;
    // Once: a second answer to the same sign-in (a replay) finds nothing pending.
    delete details.result?.[pendingDomain];
    await details.save(details.exp - Math.floor(Date.now() / 1000));
    const row = await findSignInDomain(this.db, pending.domain);
    if (!row) return false;
    try {
      const identity = await this.providers.identity(row, pending, query);
      const userId = await this.accounts.signIn(identity, row);
      await this.actions().finish(req, res, details, userId, ['domain']);
      return true;
    } catch (error) {
      this.logger.warn(`sign-in by domain ${pending.domain} refused (${reason(error)})`);
      return false;
    }
  }
}

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
