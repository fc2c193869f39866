import { randomBytes } from 'node:crypto';
import type { GoogleLinkConfirmation } from '@crescendo/contracts';
import { googleLinkPageStrings } from '@crescendo/i18n/server';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The look of identity's sign-in pages (services/identity/src/login/login-page.ts), which lead here.
const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1f1933;min-height:100vh;display:flex;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(60,30,120,.12);padding:2.5rem;width:min(30rem,92vw)}
h1{margin:0 0 .75rem;font-size:1.6rem;color:#4c1d95}p{color:#5b5470;line-height:1.45}.brand{font-weight:700;color:#6d28d9;letter-spacing:.02em;margin-bottom:1rem}
dl{margin:1.25rem 0;display:grid;gap:.75rem}dt{font-weight:600;color:#1f1933}dd{margin:.2rem 0 0;padding:.6rem .8rem;border:1px solid #c9c2dc;border-radius:8px;font-size:1.05rem;color:#1f1933;overflow-wrap:anywhere}
.warning{padding:.75rem;border-radius:8px;background:#fff7e6;color:#6b4300}.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{flex:1 1 12rem;min-height:44px;padding:.8rem;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
.primary{border:0;background:#6d28d9;color:#fff}.secondary{border:1px solid #c9c2dc;background:#fff;color:#1f1933}
button:focus{outline:3px solid #a78bfa;outline-offset:2px}`;

export interface ServerPage {
  html: string;
  /** Only this page's own style; its form posts to this origin; never framed (its button is a decision). */
  csp: string;
}

/**
 * Issue 34.2: after Google's consent and before anything is stored, which Google account is being linked to
 * which Crescendo account, in the user's language. 'Lier ce compte Google' and 'Annuler' post the single-use
 * token back (with the browser's binding cookie, which a cross-site form never sends: SameSite=Lax).
 */
export function googleLinkPage(confirmation: GoogleLinkConfirmation, action: string): ServerPage {
  const s = googleLinkPageStrings[confirmation.language];
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="${confirmation.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(s.title)} · Crescendo</title><style nonce="${nonce}">${styles}</style></head><body><main>
<div class="brand">Crescendo</div><h1>${escape(s.title)}</h1><p>${escape(s.intro)}</p>
<dl><div><dt>${escape(s.googleAccount)}</dt><dd data-testid="google-email">${escape(confirmation.googleEmail)}</dd></div>
<div><dt>${escape(s.crescendoAccount)}</dt><dd data-testid="crescendo-email">${escape(confirmation.accountEmail)}</dd></div></dl>
<p>${escape(s.explain)}</p><p class="warning" role="note">${escape(s.warning)}</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="token" value="${escape(confirmation.token)}">
<div class="actions"><button type="submit" name="decision" value="confirm" class="primary">${escape(s.confirm)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escape(s.cancel)}</button></div></form>
</main></body></html>`;
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}
