import { Controller, Inject } from '@nestjs/common';
import {
  deleteSignInDomain,
  listSignInDomains,
  saveSignInDomain,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { SignInDomainsService } from './sign-in-domains.service.js';

/** A board's administrator configures sign-in by domain (decision 0057). */
@Controller()
export class SignInDomainsHandlers {
  constructor(@Inject(SignInDomainsService) private readonly domains: SignInDomainsService) {}

  @Handles(listSignInDomains)
  list(_payload: PayloadOf<typeof listSignInDomains>, actor: Actor | null) {
    return this.domains.list(actor);
  }

  @Handles(saveSignInDomain)
  save(payload: PayloadOf<typeof saveSignInDomain>, actor: Actor | null) {
    return this.domains.save(actor, payload);
  }

  @Handles(deleteSignInDomain)
  delete(payload: PayloadOf<typeof deleteSignInDomain>, actor: Actor | null) {
    return this.domains.delete(actor, payload);
  }
}
