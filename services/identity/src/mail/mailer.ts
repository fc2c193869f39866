import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from '@crescendo/i18n/server';
import { renderMail } from './render-mail.js';

const logger = new Logger('Mailer');

/** Identity's outgoing mail, over SMTP (`SMTP_URL`), from `MAIL_FROM`. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /**
   * Sends one mail in the recipient's language. A failure is logged, not thrown: the change it tells
   * about is already committed, and every link can be asked for again.
   */
  async send(to: string, language: 'fr' | 'en', content: MailContent): Promise<boolean> {
    const mail = renderMail(content, language);
    try {
      await this.transport.sendMail({ from: this.from, to, ...mail });
      return true;
    } catch (error) {
      logger.error(
        `mail "${mail.subject}" not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}
