import type { MailContent } from '@crescendo/i18n/server';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One mail as plain text and as simple HTML (inline styles only: mail clients drop style sheets). */
export function renderMail(
  content: MailContent,
  language: 'fr' | 'en',
): { subject: string; text: string; html: string } {
  const action = content.action;
  const text = [
    ...content.paragraphs,
    ...(action ? [`${action.label} :\n${action.url}`] : []),
    ...content.footer,
    '— Crescendo',
  ].join('\n\n');
  const p = (line: string, style = '') => `<p style="margin:0 0 16px;${style}">${escape(line)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b5470;word-break:break-all">${escape(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f4f1fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#6d28d9">Crescendo</p>
${content.paragraphs.map((line) => p(line)).join('\n')}
${button}
${content.footer.map((line) => p(line, 'font-size:13px;color:#5b5470')).join('\n')}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
