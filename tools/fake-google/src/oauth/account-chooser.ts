import { escapeHtml } from '../http/respond.js';
import type { Account } from '../state/types.js';
import type { AuthorizationRequest } from './authorization-request.js';

/** The form posts back the original request, so the approval is validated again like a fresh request. */
export function accountChooserHtml(
  request: AuthorizationRequest,
  params: URLSearchParams,
  accounts: Account[],
): string {
  const hidden = [...params]
    .filter(([key]) => key !== 'login_hint')
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const buttons = accounts
    .map(
      (a) =>
        `<li><button type="submit" name="email" value="${escapeHtml(a.email)}" data-email="${escapeHtml(a.email)}">` +
        `<strong>${escapeHtml(a.name)}</strong><br><small>${escapeHtml(a.email)}</small></button></li>`,
    )
    .join('\n        ');
  const clientName = escapeHtml(request.client.name ?? request.client.clientId);
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <title>Connexion – Google (simulé)</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; }
      ul { list-style: none; padding: 0; }
      li button { width: 100%; text-align: left; padding: .75rem; margin: .25rem 0; cursor: pointer; }
    </style>
  </head>
  <body>
    <h1>Choisissez un compte</h1>
    <p>pour continuer vers <strong>${clientName}</strong></p>
    <form method="post" action="/o/oauth2/v2/auth/approve">
      ${hidden}
      <ul>
        ${buttons}
      </ul>
      <button type="submit" name="deny" value="1">Annuler</button>
    </form>
    <p><small>Accès demandé : ${request.scopes.map(escapeHtml).join(', ')}</small></p>
  </body>
</html>
`;
}

export function authorizationErrorHtml(status: number, error: string, description: string): string {
  return `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8"><title>Erreur ${status} : ${escapeHtml(error)}</title></head>
  <body>
    <h1>Erreur ${status} : ${escapeHtml(error)}</h1>
    <p>${escapeHtml(description)}</p>
  </body>
</html>
`;
}
