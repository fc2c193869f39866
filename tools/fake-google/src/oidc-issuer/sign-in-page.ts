import type { OidcIssuerAccount } from './fake-oidc-issuer.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 'Choisir un compte': one button per account of the tenant; the authorization's parameters ride along. */
export function signInPageHtml(
  action: string,
  params: URLSearchParams,
  accounts: OidcIssuerAccount[],
): string {
  const hidden = [...params]
    .filter(([name]) => name !== 'account')
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const buttons = accounts
    .map(
      (account) =>
        `<button type="submit" name="account" value="${escape(account.email)}">${escape(account.name)} (${escape(account.email)})</button>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Choisir un compte</title></head><body><main><h1>Choisir un compte</h1>
<form method="post" action="${escape(action)}">${hidden}${buttons}</form></main></body></html>`;
}
