import { randomBytes } from 'node:crypto';
import { domainSignInPageStrings, mailboxPageStrings } from '@crescendo/i18n/server';
import type { LoginLanguage, LoginStrings } from './login-strings.js';
import { loginStrings } from './login-strings.js';

export const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface Page {
  html: string;
  /** The Content-Security-Policy that lets only this page's own script run. */
  csp: string;
}

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1f1933;min-height:100vh;display:flex;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(60,30,120,.12);padding:2.5rem;width:min(26rem,92vw)}
h1{margin:0 0 .25rem;font-size:1.75rem;color:#4c1d95}.tagline{margin:0 0 1.5rem;color:#5b5470}
label{display:block;font-weight:600;margin:1rem 0 .35rem}input{width:100%;min-height:44px;padding:.7rem .8rem;border:1px solid #c9c2dc;border-radius:8px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #a78bfa;outline-offset:2px}.pw{display:flex;gap:.5rem}
.toggle{flex:none;min-height:44px;border:1px solid #c9c2dc;background:#fff;border-radius:8px;padding:0 .8rem;cursor:pointer;font-size:.9rem}
.primary{width:100%;min-height:44px;margin-top:1.5rem;padding:.8rem;border:0;border-radius:8px;background:#6d28d9;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.google{display:block;text-align:center;margin-top:.75rem;padding:.75rem;border:1px solid #c9c2dc;border-radius:8px;color:#1f1933;text-decoration:none;font-weight:600}
.or{text-align:center;color:#5b5470;margin:1rem 0 0}.error{margin:1rem 0 0;padding:.75rem;border-radius:8px;background:#fde8e8;color:#8a1c1c}
.toast{position:fixed;top:1rem;right:1rem;padding:.8rem 1.1rem;border-radius:8px;background:#b91c1c;color:#fff;box-shadow:0 4px 12px rgba(0,0,0,.2)}
.brand{font-weight:700;color:#6d28d9;letter-spacing:.02em;margin-bottom:1rem}
.switch{text-align:center;margin:1.25rem 0 0;color:#5b5470}.switch a{color:#5b21b6;font-weight:600}.hint{margin:.35rem 0 0;font-size:.875rem;color:#5b5470}`;

export function layout(lang: LoginLanguage, title: string, body: string, script = ''): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Crescendo</title><style nonce="${nonce}">${styles}</style></head><body><main>${body}</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}

export function toast(message: string | undefined): string {
  return message
    ? `<div class="toast" role="status" aria-live="polite" data-toast>${escape(message)}</div>`
    : '';
}

// Spec §9: toasts disappear after 4000 ms. The toggle switches the password between hidden and shown.
export const loginScript = (s: LoginStrings) => `
document.querySelectorAll('[data-toast]').forEach(function(t){setTimeout(function(){t.remove()},4000)});
var b=document.getElementById('toggle'),p=document.getElementById('password');
if(b&&p)b.addEventListener('click',function(){var shown=p.type==='text';p.type=shown?'password':'text';
b.textContent=shown?${JSON.stringify(s.show)}:${JSON.stringify(s.hide)};b.setAttribute('aria-pressed',String(!shown))});`;

export interface LoginPageInput {
  lang: LoginLanguage;
  action: string;
  googleAction: string;
  /** 'Se connecter avec mon école' of the same authorization (sign-in by the school's domain). */
  domainHref?: string;
  /** The sign-up page of the same authorization. */
  signupHref: string;
  /** 'Mot de passe oublié ?' of the same authorization. */
  forgotHref?: string;
  email?: string;
  error?: string;
  toast?: string;
}

/** The spec's login screen: e-mail, password with show/hide, 'Se Connecter', 'Continuer avec Google', tagline. */
export function loginPage(input: LoginPageInput): Page {
  const s = loginStrings[input.lang];
  const body = `<div class="brand">Crescendo</div><h1>${escape(s.title)}</h1><p class="tagline">${escape(s.tagline)}</p>
<form method="post" action="${escape(input.action)}" novalidate>
<label for="email">${escape(s.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(input.email ?? '')}"${input.email ? '' : ' autofocus'}>
<label for="password">${escape(s.password)}</label><div class="pw"><input id="password" name="password" type="password" autocomplete="current-password" required${input.email ? ' autofocus' : ''}>
<button type="button" class="toggle" id="toggle" aria-controls="password" aria-pressed="false" aria-label="${escape(s.showLabel)}">${escape(s.show)}</button></div>
${input.forgotHref ? `<p class="hint"><a href="${escape(input.forgotHref)}">${escape(mailboxPageStrings[input.lang].forgotLink)}</a></p>` : ''}
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<button type="submit" class="primary">${escape(s.submit)}</button></form>
<p class="or">${escape(s.or)}</p><a class="google" href="${escape(input.googleAction)}">${escape(s.google)}</a>
${input.domainHref ? `<a class="google" href="${escape(input.domainHref)}">${escape(domainSignInPageStrings[input.lang].link)}</a>` : ''}
<p class="switch">${escape(s.noAccount)} <a href="${escape(input.signupHref)}">${escape(s.createAccount)}</a></p>${toast(input.toast)}`;
  return layout(input.lang, s.title, body, loginScript(s));
}

/**
 * The second factor. `recoveryOnly`: the stored secret does not open (its key is not configured), so the
 * page asks for a recovery code and says whom to ask without one.
 */
export function twoFactorPage(input: {
  lang: LoginLanguage;
  action: string;
  error?: string;
  recoveryOnly?: boolean;
}): Page {
  const s = loginStrings[input.lang];
  const prompt = input.recoveryOnly ? s.twoFactorRecoveryPrompt : s.twoFactorPrompt;
  const field = input.recoveryOnly
    ? `<label for="code">${escape(s.twoFactorRecoveryCode)}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="none" spellcheck="false" required autofocus placeholder="xxxxx-xxxxxx-xxxxxx">`
    : `<label for="code">${escape(s.twoFactorCode)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus placeholder="123456">`;
  const body = `<div class="brand">Crescendo</div><h1>${escape(s.twoFactorTitle)}</h1><p class="tagline">${escape(prompt)}</p>
<form method="post" action="${escape(input.action)}">${field}
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<button type="submit" class="primary">${escape(s.verify)}</button></form>${toast(input.error)}`;
  return layout(input.lang, s.twoFactorTitle, body, loginScript(s));
}

export function messagePage(
  lang: LoginLanguage,
  title: string,
  message: string,
  autoSubmitForm?: string,
): Page {
  const body = `<div class="brand">Crescendo</div><h1>${escape(title)}</h1><p class="tagline">${escape(message)}</p>${autoSubmitForm ?? ''}`;
  return layout(lang, title, body, autoSubmitForm ? `document.forms[0].submit();` : '');
}
