import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent, MailLanguage } from '@crescendo/i18n/server';

const logger = new Logger('ReminderMailer');

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One mail as plain text and simple HTML (inline styles only), as identity renders its own. */
export function renderReminder(content: MailContent, language: MailLanguage) {
  const text = [...content.paragraphs, ...content.footer, '— Crescendo'].join('\n\n');
  const p = (line: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escape(line).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f4f1fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#6d28d9">Crescendo</p>
${content.paragraphs.map((line) => p(line)).join('\n')}
${content.footer.map((line) => p(line, 'font-size:13px;color:#5b5470')).join('\n')}
</div></body></html>`;
  return { subject: content.subject, text, html };
}

/** The planning's outgoing mail, over SMTP (`SMTP_URL`), from `MAIL_FROM`: one mail per person. */
export class ReminderMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** False when the mail could not be handed over (logged): the others of the same reminder still go. */
  async send(to: string, language: MailLanguage, content: MailContent): Promise<boolean> {
    const mail = renderReminder(content, language);
    try {
      await this.transport.sendMail({ from: this.from, to, ...mail });
      return true;
    } catch (error) {
      logger.error(
        `reminder "${mail.subject}" not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** At shutdown (Nest calls it on the provider). */
  onModuleDestroy(): void {
    this.transport.close();
  }
}
