import { Controller, Inject } from '@nestjs/common';
import {
  acceptInvitation,
  changePassword,
  confirmEmail,
  resendEmailVerification,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { InvitationService } from './invitation.service.js';
import { MailboxService } from './mailbox.service.js';
import { PasswordChangeService } from './passwords/password-change.service.js';

/** Mailed links (verification, invitation) and the profile's password change. */
@Controller()
export class MailboxHandlers {
  constructor(
    @Inject(MailboxService) private readonly mailbox: MailboxService,
    @Inject(InvitationService) private readonly invitations: InvitationService,
    @Inject(PasswordChangeService) private readonly passwords: PasswordChangeService,
  ) {}

  /** Public: the token is the proof. */
  @Handles(confirmEmail)
  confirm(payload: PayloadOf<typeof confirmEmail>) {
    return this.mailbox.confirm(payload.token);
  }

  @Handles(resendEmailVerification)
  resend(_payload: PayloadOf<typeof resendEmailVerification>, actor: Actor | null) {
    return this.mailbox.resend(actor);
  }

  @Handles(acceptInvitation)
  accept(payload: PayloadOf<typeof acceptInvitation>, actor: Actor | null) {
    return this.invitations.accept(actor, payload.token);
  }

  @Handles(changePassword)
  changePassword(payload: PayloadOf<typeof changePassword>, actor: Actor | null) {
    return this.passwords.change(actor, payload.currentPassword, payload.newPassword);
  }
}
