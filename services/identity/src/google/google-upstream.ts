import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails } from 'oidc-provider';
import { resolveActor } from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import type { LoginActions, UpstreamLogin } from '../login/login-actions.js';
import type { GoogleClient } from './google-client.js';

const pendingGoogle = 'crescendoGoogle';
export const googleCallbackPath = '/broker/google/endpoint';

interface Pending {
  state: string;
  verifier: string;
  nonce: string;
}

/**
 * 'Continuer avec Google': the sign-in page sends the user to Google with state, nonce and PKCE kept
 * in the provider's interaction; Google comes back to Keycloak's broker path, which hands over to the
 * interaction's page (where its cookie is sent); the verified Google identity then becomes our user
 * through the same rule as any sign-in (identity.actor.resolve: linked, matched by e-mail, or a new
 * teacher — spec §4), and the sign-in goes on (second factor included).
 */
export class GoogleUpstream implements UpstreamLogin {
  constructor(
    private readonly google: GoogleClient,
    private readonly googleIssuer: string,
    private readonly client: ServiceClient,
    private readonly mountPath: string,
    private readonly actions: () => LoginActions,
  ) {}

  async start(_req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<boolean> {
    const pending: Pending = {
      state: `${details.uid}.${randomBytes(12).toString('base64url')}`,
      verifier: randomBytes(32).toString('base64url'),
      nonce: randomBytes(16).toString('base64url'),
    };
    const url = await this.google.authorizationUrl({
      state: pending.state,
      nonce: pending.nonce,
      codeChallenge: createHash('sha256').update(pending.verifier).digest('base64url'),
    });
    details.result = { ...details.result, [pendingGoogle]: pending };
    await details.save(details.exp - Math.floor(Date.now() / 1000));
    res.writeHead(303, { location: url }).end();
    return true;
  }

  /** Google's redirect: on to the interaction's own page, whose path carries its cookie. */
  callback = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const query = new URL(req.url ?? '/', 'http://identity').searchParams;
    const uid = (query.get('state') ?? '').split('.')[0] ?? '';
    if (!/^[\w-]+$/.test(uid)) return void res.writeHead(400).end();
    res.writeHead(303, { location: `${this.mountPath}/login-actions/${uid}/google-return?${query}` }).end();
  };

  async complete(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<boolean> {
    const query = new URL(req.url ?? '/', 'http://identity').searchParams;
    const pending = details.result?.[pendingGoogle] as Pending | undefined;
    const code = query.get('code');
    if (!pending || !code || query.get('state') !== pending.state || query.get('error')) return false;
    const google = await this.google.exchange(code, pending.verifier, pending.nonce);
    // An unverified address could belong to anyone: it must not open an account that has it.
    if (!google.emailVerified) return false;
    const { actor } = await this.client.request(
      resolveActor,
      {
        issuer: this.googleIssuer,
        subject: google.subject,
        email: google.email,
        emailVerified: true,
        firstName: google.firstName,
        lastName: google.lastName,
      },
      null,
    );
    delete details.result?.[pendingGoogle];
    await this.actions().finish(req, res, details, actor.userId, ['google']);
    return true;
  }
}
