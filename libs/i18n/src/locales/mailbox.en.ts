import type { CatalogueShape } from './catalogue.js';
import type { mailboxFr } from './mailbox.fr.js';

export const mailboxEn = {
  confirm: {
    title: 'E-mail address confirmation',
    working: 'Confirming your address...',
    verified: 'Your e-mail address {{email}} is confirmed.',
    changed: 'Your e-mail address is now {{email}}.',
    missing: 'This link is incomplete. Open the exact link you received by e-mail.',
    continue: 'Continue',
  },
  invitation: {
    title: 'Invitation',
    working: 'Accepting the invitation...',
    accepted: 'Invitation accepted: welcome to the team!',
    missing: 'This invitation link is incomplete. Open the exact link you received by e-mail.',
    failed: 'The invitation could not be accepted.',
    continue: 'Continue',
  },
  notice: {
    unverified: 'Confirm your e-mail address {{email}}: open the link we sent you by e-mail.',
    resend: 'Send the link again',
    resent: 'A new link was just sent.',
    resendFailed: 'The link could not be sent again. Please try again in a moment.',
  },
  profile: {
    pendingEmail:
      'New address pending: {{email}}. It replaces the current one once you open the link sent to that address.',
    emailChangeSent: 'A confirmation link was sent to {{email}}.',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change the password',
    mismatch: 'The two passwords do not match.',
    changed: 'Password changed.',
    failed: 'The password could not be changed.',
  },
} as const satisfies CatalogueShape<typeof mailboxFr>;
