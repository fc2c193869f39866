import type { RequestContext } from '../http/context.js';
import { readParams } from '../http/body.js';
import { redirect, sendHtml } from '../http/respond.js';
import { accountChooserHtml, authorizationErrorHtml } from './account-chooser.js';
import { approve } from './approve.js';
import { errorRedirect, parseAuthorizationRequest } from './authorization-request.js';

/** GET /o/oauth2/v2/auth: auto-approves a known `login_hint`, otherwise shows the account chooser. */
export function authorize(ctx: RequestContext): void {
  const params = ctx.url.searchParams;
  const parsed = parseAuthorizationRequest(params, ctx.app.state.directory);
  if (parsed.kind === 'page')
    return sendHtml(
      ctx.res,
      parsed.status,
      authorizationErrorHtml(parsed.status, parsed.error, parsed.description),
    );
  if (parsed.kind === 'redirect') return redirect(ctx.res, parsed.location);

  const { request } = parsed;
  const { directory, tokens } = ctx.app.state;
  const hinted = request.loginHint ? directory.accountByEmail(request.loginHint) : undefined;
  if (request.prompt.includes('none')) {
    if (!hinted)
      return redirect(
        ctx.res,
        errorRedirect(request.redirectUri, 'login_required', 'Login required.', request.state),
      );
    if (!tokens.hasConsented(hinted.sub, request.client.clientId)) {
      return redirect(
        ctx.res,
        errorRedirect(request.redirectUri, 'consent_required', 'Consent required.', request.state),
      );
    }
  }
  if (hinted && !request.prompt.includes('select_account'))
    return redirect(ctx.res, approve(ctx.app, request, hinted));
  sendHtml(ctx.res, 200, accountChooserHtml(request, params, directory.listAccounts()));
}

/** POST /o/oauth2/v2/auth/approve: the account chooser's buttons. */
export async function approveChoice(ctx: RequestContext): Promise<void> {
  const form = await readParams(ctx.req);
  const parsed = parseAuthorizationRequest(form, ctx.app.state.directory);
  if (parsed.kind === 'page')
    return sendHtml(
      ctx.res,
      parsed.status,
      authorizationErrorHtml(parsed.status, parsed.error, parsed.description),
    );
  if (parsed.kind === 'redirect') return redirect(ctx.res, parsed.location);

  const { request } = parsed;
  if (form.get('deny')) {
    return redirect(
      ctx.res,
      errorRedirect(request.redirectUri, 'access_denied', 'The user denied access.', request.state),
    );
  }
  const account = ctx.app.state.directory.accountByEmail(form.get('email') ?? '');
  if (!account) {
    return sendHtml(ctx.res, 400, accountChooserHtml(request, form, ctx.app.state.directory.listAccounts()));
  }
  redirect(ctx.res, approve(ctx.app, request, account));
}
