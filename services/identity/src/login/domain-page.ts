import { domainSignInPageStrings } from '@crescendo/i18n/server';
import { escape, layout, loginScript, toast, type Page } from './login-page.js';
import { loginStrings, type LoginLanguage } from './login-strings.js';

export interface DomainPageInput {
  lang: LoginLanguage;
  action: string;
  /** The password sign-in page of the same authorization. */
  loginHref: string;
  email?: string;
  /** The spec's failure ('Erreur lors de la connexion par domaine.'), or a malformed address. */
  error?: string;
  toast?: string;
}

/** 'Se connecter avec mon école': the school address, to find the school's identity provider (decision 0057). */
export function domainPage(input: DomainPageInput): Page {
  const s = domainSignInPageStrings[input.lang];
  const body = `<div class="brand">Crescendo</div><h1>${escape(s.title)}</h1><p class="tagline">${escape(s.intro)}</p>
<form method="post" action="${escape(input.action)}" novalidate>
<label for="email">${escape(s.email)}</label><input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escape(input.email ?? '')}">
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<button type="submit" class="primary">${escape(s.submit)}</button></form>
<p class="switch"><a href="${escape(input.loginHref)}">${escape(s.back)}</a></p>${toast(input.toast)}`;
  return layout(input.lang, s.title, body, loginScript(loginStrings[input.lang]));
}

/**
 * On to the school's provider: a link the page follows at once (a script), so that no form submission is
 * redirected to another origin, which the pages' `form-action 'self'` forbids.
 */
export function toProviderPage(lang: LoginLanguage, url: string): Page {
  const s = domainSignInPageStrings[lang];
  const body = `<div class="brand">Crescendo</div><h1>${escape(s.title)}</h1><p class="tagline">${escape(s.redirecting)}</p>
<p class="switch"><a id="to-provider" href="${escape(url)}">${escape(s.submit)}</a></p>`;
  return layout(lang, s.title, body, `location.replace(document.getElementById('to-provider').href);`);
}
