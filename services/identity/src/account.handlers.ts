import { Controller, Inject } from '@nestjs/common';
import {
  deleteAccount,
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { AccountService } from './account.service.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

/** The signed-in user's own account: deletion and two-factor. */
@Controller()
export class AccountHandlers {
  constructor(
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
  ) {}

  @Handles(deleteAccount)
  delete(_payload: PayloadOf<typeof deleteAccount>, actor: Actor | null) {
    return this.accounts.delete(actor);
  }

  @Handles(setupTwoFactor)
  setup(_payload: PayloadOf<typeof setupTwoFactor>, actor: Actor | null) {
    return this.twoFactor.setup(actor);
  }

  @Handles(enableTwoFactor)
  enable(payload: PayloadOf<typeof enableTwoFactor>, actor: Actor | null) {
    return this.twoFactor.enable(actor, payload.code);
  }

  @Handles(disableTwoFactor)
  disable(payload: PayloadOf<typeof disableTwoFactor>, actor: Actor | null) {
    return this.twoFactor.disable(actor, payload.code);
  }
}
