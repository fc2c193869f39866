import { escape, layout, toast, type Page } from './login-page.js';
import { loginStrings, type LoginLanguage } from './login-strings.js';

export interface SignupPageInput {
  lang: LoginLanguage;
  action: string;
  /** The login page of the same authorization. */
  loginHref: string;
  values?: { firstName?: string; lastName?: string; email?: string };
  error?: string;
  toast?: string;
}

// Spec §9: toasts disappear after 4000 ms. Each toggle shows or hides the password field it controls.
const script = (show: string, hide: string) => `
document.querySelectorAll('[data-toast]').forEach(function(t){setTimeout(function(){t.remove()},4000)});
document.querySelectorAll('[data-toggle]').forEach(function(b){var p=document.getElementById(b.getAttribute('aria-controls'));
b.addEventListener('click',function(){var shown=p.type==='text';p.type=shown?'password':'text';
b.textContent=shown?${JSON.stringify(show)}:${JSON.stringify(hide)};b.setAttribute('aria-pressed',String(!shown))})});`;

function passwordField(id: string, label: string, toggleLabel: string, show: string, describedBy?: string) {
  return `<label for="${id}">${escape(label)}</label><div class="pw"><input id="${id}" name="${id}" type="password" autocomplete="new-password" required${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
<button type="button" class="toggle" data-toggle aria-controls="${id}" aria-pressed="false" aria-label="${escape(toggleLabel)}">${escape(show)}</button></div>`;
}

/** Sign-up: first name, last name, e-mail, password and its confirmation, with the policy stated. */
export function signupPage(input: SignupPageInput): Page {
  const s = loginStrings[input.lang];
  const u = s.signup;
  const v = input.values ?? {};
  const text = (id: string, label: string, value: string | undefined, autocomplete: string, type = 'text') =>
    `<label for="${id}">${escape(label)}</label><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" maxlength="254" required value="${escape(value ?? '')}">`;
  const body = `<div class="brand">Crescendo</div><h1>${escape(u.title)}</h1><p class="tagline">${escape(u.intro)}</p>
<form method="post" action="${escape(input.action)}" novalidate>
${text('firstName', u.firstName, v.firstName, 'given-name')}
${text('lastName', u.lastName, v.lastName, 'family-name')}
${text('email', s.email, v.email, 'email', 'email')}
${passwordField('password', s.password, s.showLabel, s.show, 'policy')}
<p class="hint" id="policy">${escape(u.policy)}</p>
${passwordField('passwordConfirm', u.passwordConfirm, s.showLabel, s.show)}
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<button type="submit" class="primary">${escape(u.submit)}</button></form>
<p class="switch">${escape(u.haveAccount)} <a href="${escape(input.loginHref)}">${escape(u.login)}</a></p>${toast(input.toast)}`;
  return layout(input.lang, u.title, body, script(s.show, s.hide));
}
