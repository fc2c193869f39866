import type { CaughtMail } from './mail-catcher.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Links in a mail's text, clickable: the demo follows verification and invitation links from here. */
const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The inbox as one page, newest first; plain text only (a mail's HTML is never rendered here). */
export function inboxPage(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escape(mail.subject)}</h2>
<p class="meta">${escape(mail.receivedAt)} · ${escape(mail.from)} → ${escape(mail.to.join(', '))}</p>
<pre>${linkify(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Courriels · Crescendo</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f1933}
article{border:1px solid #d8d2e8;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#5b5470;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Courriels envoyés par la plateforme</h1><p>${mails.length} courriel(s). Rechargez la page pour voir les nouveaux.</p>
${items || '<p>Aucun courriel pour l’instant.</p>'}</body></html>`;
}
