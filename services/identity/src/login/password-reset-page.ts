import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from '../oidc/http-util.js';
import type { PasswordResetService } from '../passwords/password-reset.service.js';
import { loginLanguage, loginStrings } from './login-strings.js';
import { resetPage } from './mailbox-pages.js';

/** Under the issuer's path: the link of a reset mail, `…/password-reset?token=…` (`&lang=en` for English). */
export const passwordResetPath = '/password-reset';

/**
 * The reset mail's page, outside any authorization (the mail may be opened in another browser): GET
 * shows the form when the link still works, POST sets the password and burns the link.
 */
export function passwordResetHandler(reset: PasswordResetService, action: string, loginHref: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const query = new URL(req.url ?? '/', 'http://identity').searchParams;
    const lang = loginLanguage({ ui_locales: query.get('lang') ?? '' });
    const page = { lang, action: `${action}?lang=${lang}`, loginHref };
    if (req.method === 'GET') {
      const token = query.get('token') ?? '';
      const works = /^[\w-]{43}$/.test(token) && (await reset.peek(token)) !== null;
      return sendHtml(
        res,
        works ? 200 : 404,
        resetPage({ ...page, token, state: works ? 'form' : 'invalid' }),
      );
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const form = await readForm(req);
    const token = form.token ?? '';
    const result = /^[\w-]{43}$/.test(token)
      ? await reset.reset(token, form.password ?? '', form.passwordConfirm ?? '')
      : ({ ok: false, problem: 'invalid' } as const);
    if (result.ok) return sendHtml(res, 200, resetPage({ ...page, token: '', state: 'done' }));
    if (result.problem === 'invalid')
      return sendHtml(res, 404, resetPage({ ...page, token: '', state: 'invalid' }));
    const u = loginStrings[lang].signup;
    const error = result.problem === 'mismatch' ? u.mismatch : u.rules[result.problem.rule];
    return sendHtml(res, 400, resetPage({ ...page, token, state: 'form', error }));
  };
}
