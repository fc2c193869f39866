import { mailboxPageStrings } from '@crescendo/i18n/server';
import { escape, layout, loginScript, toast, type Page } from './login-page.js';
import { loginStrings, type LoginLanguage } from './login-strings.js';

const brand = '<div class="brand">Crescendo</div>';
const errorLine = (error?: string) => (error ? `<p class="error" role="alert">${escape(error)}</p>` : '');

/** After sign-up, whether or not the address already had an account: 'check your mailbox'. */
export function checkMailPage(input: { lang: LoginLanguage; email: string; loginHref: string }): Page {
  const m = mailboxPageStrings[input.lang];
  const body = `${brand}<h1>${escape(m.checkMailTitle)}</h1><p class="tagline" role="status">${escape(m.signupSent(input.email))}</p>
<a class="google" href="${escape(input.loginHref)}">${escape(m.toLogin)}</a>`;
  return layout(input.lang, m.checkMailTitle, body);
}

/** 'Mot de passe oublié ?': the address, or (sent) the same answer for every address. */
export function forgotPage(input: {
  lang: LoginLanguage;
  action: string;
  loginHref: string;
  sentTo?: string;
  error?: string;
}): Page {
  const m = mailboxPageStrings[input.lang];
  const s = loginStrings[input.lang];
  const content = input.sentTo
    ? `<p class="tagline" role="status">${escape(m.forgotSent(input.sentTo))}</p>`
    : `<p class="tagline">${escape(m.forgotIntro)}</p><form method="post" action="${escape(input.action)}" novalidate>
<label for="email">${escape(s.email)}</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
${errorLine(input.error)}<button type="submit" class="primary">${escape(m.forgotSubmit)}</button></form>`;
  const body = `${brand}<h1>${escape(m.forgotTitle)}</h1>${content}
<p class="switch"><a href="${escape(input.loginHref)}">${escape(m.toLogin)}</a></p>`;
  return layout(input.lang, m.forgotTitle, body);
}

/** The reset link's page: a new password twice (the policy stated), or why the link no longer works. */
export function resetPage(input: {
  lang: LoginLanguage;
  action: string;
  token: string;
  loginHref: string;
  state: 'form' | 'done' | 'invalid';
  error?: string;
}): Page {
  const m = mailboxPageStrings[input.lang];
  const s = loginStrings[input.lang];
  const pw = (id: string, label: string, describedBy = '') =>
    `<label for="${id}">${escape(label)}</label><div class="pw"><input id="${id}" name="${id}" type="password" autocomplete="new-password" required${describedBy ? ` aria-describedby="${describedBy}"` : ''}></div>`;
  const content =
    input.state === 'form'
      ? `<p class="tagline">${escape(m.resetIntro)}</p><form method="post" action="${escape(input.action)}" novalidate>
<input type="hidden" name="token" value="${escape(input.token)}">
${pw('password', m.newPassword, 'policy')}<p class="hint" id="policy">${escape(s.signup.policy)}</p>
${pw('passwordConfirm', s.signup.passwordConfirm)}
${errorLine(input.error)}<button type="submit" class="primary">${escape(m.resetSubmit)}</button></form>${toast(input.error)}`
      : `<p class="tagline" role="status">${escape(input.state === 'done' ? m.resetDone : m.resetInvalid)}</p>
<a class="google" href="${escape(input.loginHref)}">${escape(m.toLogin)}</a>`;
  return layout(
    input.lang,
    m.resetTitle,
    `${brand}<h1>${escape(m.resetTitle)}</h1>${content}`,
    loginScript(s),
  );
}
