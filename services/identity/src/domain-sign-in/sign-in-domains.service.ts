import { Inject, Injectable } from '@nestjs/common';
import {
  maxSignInDomainsPerBoard,
  type Actor,
  type PayloadOf,
  type ReplyOf,
  type deleteSignInDomain,
  type listSignInDomains,
  type saveSignInDomain,
} from '@crescendo/contracts';
import { AppException, Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireBoardAdmin } from '../board-admin.js';
import { findBoardSchool } from '../board.store.js';
import type { IdentityConfig } from '../config.js';
import { domainCallbackPath } from './domain-callback.js';
import { DomainSecrets } from './domain-secrets.js';
import {
  boardSignInDomains,
  countBoardSignInDomains,
  deleteSignInDomainRow,
  findSignInDomain,
  saveSignInDomainRow,
} from './sign-in-domain.store.js';

/**
 * 'Connexion par domaine' as a board's administrator configures it (issue 25 §5, decision 0057): per e-mail
 * domain, the provider, the school of the board it leads to and the role there. A domain is one board's.
 */
@Injectable()
export class SignInDomainsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(DomainSecrets) private readonly secrets: DomainSecrets,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async list(actor: Actor | null): Promise<ReplyOf<typeof listSignInDomains>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    return {
      domains: await boardSignInDomains(this.db, boardId),
      redirectUri: `${this.config.OIDC_ISSUER}${domainCallbackPath}`,
    };
  }

  async save(
    actor: Actor | null,
    input: PayloadOf<typeof saveSignInDomain>,
  ): Promise<ReplyOf<typeof saveSignInDomain>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    return this.db.transaction(async (tx) => {
      if (!(await findBoardSchool(tx, boardId, input.schoolId)))
        throw new AppException('NOT_FOUND', 'identity.schoolNotFound');
      const stored = await findSignInDomain(tx, input.domain);
      if (stored && stored.boardId !== boardId)
        throw new AppException('CONFLICT', 'identity.signInDomainTaken');
      if (!stored && (await countBoardSignInDomains(tx, boardId)) >= maxSignInDomainsPerBoard)
        throw new AppException('CONFLICT', 'identity.signInDomainsFull', {
          params: { maximum: maxSignInDomainsPerBoard },
        });
      const secret = input.clientSecret?.trim();
      if (!secret && !stored)
        throw AppException.invalid({ clientSecret: 'identity.signInDomainSecretRequired' });
      const saved = await saveSignInDomainRow(tx, {
        domain: input.domain,
        boardId,
        kind: input.kind,
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretSealed: secret ? this.secrets.seal(input.domain, secret) : stored!.clientSecretSealed,
        schoolId: input.schoolId,
        role: input.role,
      });
      // Another board took the domain between the read and the write.
      if (!saved) throw new AppException('CONFLICT', 'identity.signInDomainTaken');
      return saved;
    });
  }

  async delete(
    actor: Actor | null,
    input: PayloadOf<typeof deleteSignInDomain>,
  ): Promise<ReplyOf<typeof deleteSignInDomain>> {
    const boardId = await requireBoardAdmin(this.db, actor);
    if (!(await deleteSignInDomainRow(this.db, boardId, input.domain)))
      throw new AppException('NOT_FOUND', 'identity.signInDomainNotFound');
    return { deleted: true };
  }
}
