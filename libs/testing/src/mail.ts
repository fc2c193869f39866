/** What the link helpers read of a caught mail (tools/mail-catcher's `CaughtMail`). */
export interface MailText {
  subject: string;
  text: string;
}

/** The link of a caught mail whose URL contains `part` (e.g. '/verify-email'), from its text part. */
export function linkIn(mail: MailText, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in the mail "${mail.subject}": ${mail.text}`);
  return link;
}

/** The `token` query parameter of a mailed link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
