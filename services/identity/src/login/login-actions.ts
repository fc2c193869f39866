import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { readForm, sendHtml } from '../oidc/http-util.js';
import type { CredentialsService } from './credentials.service.js';
import type { SignInLimits } from './sign-in-limits.js';
import type { DeviceCookies } from './device-cookies.js';
import { loginPage, messagePage, twoFactorPage } from './login-page.js';
import { loginLanguage, loginStrings, type LoginLanguage } from './login-strings.js';
import { emailPattern, type RegistrationService, type SignupProblem } from './registration.service.js';
import { signupPage, type SignupPageInput } from './signup-page.js';
import { domainSignInPageStrings, mailboxPageStrings } from '@crescendo/i18n/server';
import type { PasswordResetService } from '../passwords/password-reset.service.js';
import { checkMailPage, forgotPage } from './mailbox-pages.js';
import { domainPage, toProviderPage } from './domain-page.js';
import type { DomainLogin } from '../domain-sign-in/domain-login.js';

/** `recoveryCode` when the stored secret does not open (its key is not configured): no app code can match. */
export type SecondFactorMethod = 'code' | 'recoveryCode';

/** What the sign-in asks after the password, when the user turned two-factor on. */
export interface SecondFactor {
  required(userId: string): Promise<boolean>;
  method(userId: string): Promise<SecondFactorMethod>;
  /** A TOTP code or a one-time recovery code (which it then burns). */
  verify(userId: string, code: string): Promise<boolean>;
}

/** Upstream sign-in ('Continuer avec Google'): starts it, then completes it when the user is back. */
export interface UpstreamLogin {
  start(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<boolean>;
  /** False when the upstream refused or the answer does not check out: the page then says so. */
  complete(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<boolean>;
}

const pendingKey = 'crescendoPendingSecondFactor';
/** The e-mail whose password opened a sign-in waiting for its second factor: its device cookie comes after. */
const deviceEmailKey = 'crescendoDeviceEmail';

/** Set by `<issuer>/protocol/openid-connect/registrations` (see mount-oidc.ts): open on the sign-up page. */
export const registrationParam = 'crescendo_view';

/**
 * The provider's interaction pages, at `<issuer>/login-actions/<uid>[/login|/register|/otp|/google]`: the
 * spec's login screen (or the sign-up page), then the second factor when it is on. On success the provider
 * resumes the authorization.
 */
export class LoginActions {
  constructor(
    private readonly provider: Provider,
    private readonly mountPath: string,
    private readonly credentials: CredentialsService,
    private readonly secondFactor: SecondFactor,
    private readonly upstream: UpstreamLogin | undefined,
    private readonly registration: RegistrationService,
    private readonly passwordReset: PasswordResetService,
    private readonly limits: SignInLimits,
    private readonly devices: DeviceCookies,
    private readonly domain?: DomainLogin,
  ) {}

  /** `rest` is the path after `/login-actions/`; `client` the client's address (through the gateway). */
  async handle(req: IncomingMessage, res: ServerResponse, rest: string, client: string): Promise<void> {
    const [uid, action = ''] = rest.split('/');
    let details: InteractionDetails;
    try {
      details = await this.provider.interactionDetails(req, res);
    } catch {
      const s = loginStrings.fr;
      return sendHtml(res, 400, messagePage('fr', s.errorTitle, s.expired));
    }
    if (details.uid !== uid)
      return sendHtml(res, 400, messagePage('fr', loginStrings.fr.errorTitle, loginStrings.fr.expired));
    const lang = loginLanguage(details.params);
    const base = `${this.mountPath}/login-actions/${details.uid}`;

    if (req.method === 'GET' && action === '') {
      const userId = pending(details);
      if (userId) return sendHtml(res, 200, await this.codePage(lang, base, userId));
      if (details.params[registrationParam] === 'register')
        return sendHtml(res, 200, this.signup(lang, base));
      return sendHtml(res, 200, this.page(lang, base));
    }
    if (req.method === 'GET' && action === 'login') return sendHtml(res, 200, this.page(lang, base));
    if (req.method === 'GET' && action === 'register') return sendHtml(res, 200, this.signup(lang, base));
    if (req.method === 'POST' && action === 'register') return this.register(req, res, lang, base, client);
    if (req.method === 'GET' && action === 'forgot')
      return sendHtml(res, 200, forgotPage({ lang, action: `${base}/forgot`, loginHref: `${base}/login` }));
    if (req.method === 'POST' && action === 'forgot') return this.forgot(req, res, lang, base);
    if (req.method === 'GET' && (action === 'google' || action === 'google-return')) {
      const upstream = this.upstream;
      const done = upstream
        ? await (
            action === 'google' ? upstream.start(req, res, details) : upstream.complete(req, res, details)
          ).catch(() => false)
        : false;
      if (done) return;
      const s = loginStrings[lang];
      return sendHtml(res, 200, this.page(lang, base, { error: s.googleFailed, toast: s.googleFailedToast }));
    }
    if (action === 'domain' || action === 'domain-return')
      return this.domainSignIn(req, res, details, lang, base, action);
    if (req.method === 'POST' && action === 'login') return this.login(req, res, details, lang, base, client);
    if (req.method === 'POST' && action === 'otp') return this.otp(req, res, details, lang, base);
    res.writeHead(405).end();
  }

  /**
   * Called by an upstream provider's callback once it knows who the user is, or after the right password
   * (`passwordEmail`: the browser then gets its device cookie for that account, once the sign-in is complete).
   */
  async finish(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    userId: string,
    amr: string[],
    passwordEmail?: string,
  ) {
    if (await this.secondFactor.required(userId)) {
      await this.limits.startCodes(details.uid);
      details.result = {
        [pendingKey]: userId,
        amr,
        ...(passwordEmail ? { [deviceEmailKey]: passwordEmail } : {}),
      };
      await details.save(details.exp - Math.floor(Date.now() / 1000));
      res.writeHead(303, { location: `${this.mountPath}/login-actions/${details.uid}` }).end();
      return;
    }
    if (passwordEmail) res.setHeader('set-cookie', this.devices.issue(req, passwordEmail));
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: userId, amr } },
      { mergeWithLastSubmission: false },
    );
  }

  page(lang: LoginLanguage, base: string, extra: { email?: string; error?: string; toast?: string } = {}) {
    return loginPage({
      lang,
      action: `${base}/login`,
      googleAction: `${base}/google`,
      domainHref: this.domain ? `${base}/domain` : undefined,
      signupHref: `${base}/register`,
      forgotHref: `${base}/forgot`,
      ...extra,
    });
  }

  /**
   * 'Se connecter avec mon école' (decision 0057): GET shows the school address's form, POST sends the person to
   * the provider of its domain, `domain-return` is the way back. Any failure shows the spec's message.
   */
  private async domainSignIn(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    lang: LoginLanguage,
    base: string,
    action: 'domain' | 'domain-return',
  ) {
    const page = { lang, action: `${base}/domain`, loginHref: `${base}/login` };
    const failed = domainSignInPageStrings[lang].failed;
    const domain = this.domain;
    if (!domain) return void res.writeHead(404).end();
    if (req.method === 'GET' && action === 'domain') return sendHtml(res, 200, domainPage(page));
    if (req.method === 'GET' && action === 'domain-return') {
      if (await domain.complete(req, res, details)) return;
      return sendHtml(res, 401, domainPage({ ...page, error: failed, toast: failed }));
    }
    if (req.method !== 'POST' || action !== 'domain') return void res.writeHead(405).end();
    const email = ((await readForm(req)).email ?? '').trim().toLowerCase();
    if (!emailPattern.test(email) || email.length > 254) {
      const error = domainSignInPageStrings[lang].emailInvalid;
      return sendHtml(res, 400, domainPage({ ...page, email, error }));
    }
    const provider = await domain.start(details, email);
    // A page that goes on to the provider, not a redirect: the sign-in pages' `form-action 'self'` would stop a
    // form's redirect to another origin.
    if (provider) return sendHtml(res, 200, toProviderPage(lang, provider));
    return sendHtml(res, 400, domainPage({ ...page, email, error: failed, toast: failed }));
  }

  /** The second factor's page: the app's code, or a recovery code when the secret does not open. */
  private async codePage(lang: LoginLanguage, base: string, userId: string, error?: string) {
    const method = await this.secondFactor.method(userId);
    return twoFactorPage({ lang, action: `${base}/otp`, recoveryOnly: method === 'recoveryCode', error });
  }

  private signup(lang: LoginLanguage, base: string, extra: Partial<SignupPageInput> = {}) {
    return signupPage({ lang, action: `${base}/register`, loginHref: `${base}/login`, ...extra });
  }

  /**
   * Creates the account (or, for an address that has one, tells its owner by mail) and answers the same
   * 'check your mailbox' page either way; the user then signs in from it.
   */
  private async register(
    req: IncomingMessage,
    res: ServerResponse,
    lang: LoginLanguage,
    base: string,
    client: string,
  ) {
    const form = await readForm(req);
    const wait = await this.limits.signUpWait(client);
    if (wait > 0) {
      const u = loginStrings[lang].signup;
      const values = {
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
        email: form.email ?? '',
      };
      const page = this.signup(lang, base, { values, error: u.tooMany(wait), toast: u.failedToast });
      return sendHtml(res, 429, page, retryAfter(wait));
    }
    const input = {
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      email: form.email ?? '',
      password: form.password ?? '',
      passwordConfirm: form.passwordConfirm ?? '',
    };
    const result = await this.registration.register(input, lang);
    if (!result.ok) {
      const u = loginStrings[lang].signup;
      const values = { firstName: input.firstName, lastName: input.lastName, email: input.email };
      return sendHtml(
        res,
        400,
        this.signup(lang, base, { values, error: signupMessage(lang, result.problem), toast: u.failedToast }),
      );
    }
    return sendHtml(res, 200, checkMailPage({ lang, email: result.email, loginHref: `${base}/login` }));
  }

  /** 'Mot de passe oublié ?': the same answer for every well-formed address (the mail leaves afterwards). */
  private async forgot(req: IncomingMessage, res: ServerResponse, lang: LoginLanguage, base: string) {
    const email = ((await readForm(req)).email ?? '').trim();
    const page = { lang, action: `${base}/forgot`, loginHref: `${base}/login` };
    if (!emailPattern.test(email) || email.length > 254) {
      return sendHtml(res, 400, forgotPage({ ...page, error: mailboxPageStrings[lang].emailRequired }));
    }
    this.passwordReset.request(email);
    return sendHtml(res, 200, forgotPage({ ...page, sentTo: email }));
  }

  private async login(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    lang: LoginLanguage,
    base: string,
    client: string,
  ) {
    const s = loginStrings[lang];
    const form = await readForm(req);
    const email = (form.email ?? '').trim();
    const password = form.password ?? '';
    if (!email || !password) return sendHtml(res, 400, this.page(lang, base, { email, error: s.required }));
    // Too many failures lately: the password is not even checked, right or wrong, until the wait is over.
    const device = this.devices.deviceFor(req, email);
    const wait = await this.limits.passwordWait(email, client, device);
    if (wait > 0) {
      const page = this.page(lang, base, {
        email,
        error: s.tooManyAttempts(wait),
        toast: s.loginFailedToast,
      });
      return sendHtml(res, 429, page, retryAfter(wait));
    }
    const result = await this.credentials.check(email, password);
    if (!result.ok) {
      await this.limits.passwordFailed(email, client, device);
      return sendHtml(
        res,
        401,
        this.page(lang, base, { email, error: s.loginFailed, toast: s.loginFailedToast }),
      );
    }
    await this.limits.passwordSucceeded(email, client, device);
    await this.finish(req, res, details, result.userId, ['pwd'], email);
  }

  private async otp(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    lang: LoginLanguage,
    base: string,
  ) {
    const userId = pending(details);
    if (!userId) return sendHtml(res, 200, this.page(lang, base));
    const s = loginStrings[lang];
    const form = await readForm(req);
    if (await this.limits.codesSpent(details.uid)) {
      // This sign-in had its wrong codes: back to the password, whatever this code is.
      details.result = {};
      await details.save(details.exp - Math.floor(Date.now() / 1000));
      await this.limits.startCodes(details.uid);
      return sendHtml(
        res,
        401,
        this.page(lang, base, { error: s.twoFactorStartOver, toast: s.loginFailedToast }),
      );
    }
    const wait = await this.limits.codeWait(userId);
    if (wait > 0) {
      const page = await this.codePage(lang, base, userId, s.tooManyAttempts(wait));
      return sendHtml(res, 429, page, retryAfter(wait));
    }
    const code = (form.code ?? '').replace(/\s+/g, '');
    if (!code || !(await this.secondFactor.verify(userId, code))) {
      await this.limits.codeFailed(details.uid, userId);
      return sendHtml(res, 401, await this.codePage(lang, base, userId, s.twoFactorInvalid));
    }
    await this.limits.codeSucceeded(details.uid, userId);
    const deviceEmail = details.result?.[deviceEmailKey];
    if (typeof deviceEmail === 'string') res.setHeader('set-cookie', this.devices.issue(req, deviceEmail));
    const amr = Array.isArray(details.result?.amr) ? (details.result.amr as string[]) : ['pwd'];
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: userId, amr: [...amr, 'otp'] } },
      { mergeWithLastSubmission: false },
    );
  }
}

function signupMessage(lang: LoginLanguage, problem: SignupProblem): string {
  const u = loginStrings[lang].signup;
  return typeof problem === 'string' ? u[problem] : u.rules[problem.rule];
}

function pending(details: InteractionDetails): string | undefined {
  const value = details.result?.[pendingKey];
  return typeof value === 'string' ? value : undefined;
}

function retryAfter(seconds: number): Record<string, string> {
  return { 'retry-after': String(Math.ceil(seconds)) };
}
