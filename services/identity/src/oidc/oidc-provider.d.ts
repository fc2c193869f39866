// The part of panva's oidc-provider (9.x, untyped) that identity uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientLike {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
    redirectUriAllowed(uri: string): boolean;
    postLogoutRedirectUriAllowed(uri: string): boolean;
  }

  export interface GrantLike {
    accountId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface SessionLike {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface TokenLike {
    kind: string;
    accountId?: string;
    exp?: number;
    remainingTTL: number;
    /** When the user signed in (seconds); on authorization codes and refresh tokens. */
    authTime?: number;
  }

  export interface OidcContext {
    route: string;
    client?: ClientLike;
    session?: SessionLike;
    result?: { consent?: { grantId?: string } };
    params?: Record<string, unknown>;
    entities: {
      RotatedRefreshToken?: TokenLike;
      RefreshToken?: TokenLike;
      AuthorizationCode?: TokenLike;
      Account?: { accountId: string };
    };
    provider: Provider;
  }

  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    oidc: OidcContext;
    get(header: string): string;
    set(header: string, value: string): void;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    result?: Record<string, unknown>;
    lastSubmission?: Record<string, unknown>;
    exp: number;
    save(ttl: number): Promise<string>;
  }

  export interface InteractionResult {
    login?: { accountId: string; amr?: string[]; acr?: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface TokenModel<T> {
    find(value: string, options?: { ignoreExpiration?: boolean }): Promise<T | undefined>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): GrantLike;
    find(id: string): Promise<GrantLike | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    issuer: string;
    Grant: GrantModel;
    RefreshToken: TokenModel<TokenLike>;
    Client: { prototype: ClientLike };
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
