import type { IdentityConfig } from '../config.js';

/** How long each mailed link works. Short for a password, longer for an invitation. */
export const linkLifetimes = {
  verifyEmailHours: 48,
  changeEmailHours: 24,
  resetPasswordMinutes: 30,
  invitationDays: 7,
} as const;

/** Where the mails' links lead: the web app's pages, or the embedded provider's for a password reset. */
export class MailLinks {
  constructor(private readonly config: Pick<IdentityConfig, 'PUBLIC_URL' | 'OIDC_ISSUER'>) {}

  private app(path: string, token?: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    if (token) url.searchParams.set('token', token);
    return url.href;
  }

  confirmEmail(token: string): string {
    return this.app('/verify-email', token);
  }

  invitation(token: string): string {
    return this.app('/invitation', token);
  }

  login(): string {
    return this.app('/login');
  }

  resetPassword(token: string, language: 'fr' | 'en'): string {
    const lang = language === 'en' ? '&lang=en' : '';
    return `${this.config.OIDC_ISSUER.replace(/\/$/, '')}/password-reset?token=${token}${lang}`;
  }
}
