import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import {
  consentDecisionSchema,
  decideParentalConsentRoute,
  viewParentalConsentRoute,
  type ParentalConsentView,
} from '@crescendo/contracts';
import { formatDate, isLanguage } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, PageHeader, Spinner, TextField } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';
import { PublicLayout } from '../../layout/public-layout.js';

type Answer = ParentalConsentView['answers'][number];
type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; view: ParentalConsentView };

/** The signature as the contract reads it; the decision and text version come from the button and the page. */
const signatureSchema = formContract(
  z.object({ signedName: z.string() }),
  consentDecisionSchema.pick({ signedName: true }),
  { toContract: (values) => values },
);

/**
 * /consentement?token=…: a parent's mailed link (issue 31 §7). No account: the token alone opens it. It shows
 * the feature's text in the version in force, and takes the answer signed with the parent's name: accept or
 * refuse a pending request, or withdraw a consent given.
 */
export function ParentalConsentPage() {
  const { t, i18n } = useTranslation(['parentalConsent', 'translation']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [answered, setAnswered] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    callRoute(viewParentalConsentRoute, { params: { token }, signal: abort.signal }).then(
      (view) => setLoaded({ kind: 'ready', view }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ kind: 'failed', message: describeError(error, i18n) });
      },
    );
    return () => abort.abort();
  }, [token, i18n]);

  const form = useForm({
    resolver: contractResolver(
      useMemo(() => signatureSchema, []),
      i18n,
    ),
    defaultValues: { signedName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token)
    return (
      <PublicLayout>
        <PageHeader title={t('parentalConsent:page.title')} />
        <Alert tone="error">{t('parentalConsent:page.missing')}</Alert>
      </PublicLayout>
    );
  if (loaded.kind !== 'ready')
    return (
      <PublicLayout>
        <PageHeader title={t('parentalConsent:page.title')} />
        {loaded.kind === 'loading' ? (
          <Spinner label={t('parentalConsent:page.loading')} />
        ) : (
          <Alert tone="error">{loaded.message}</Alert>
        )}
      </PublicLayout>
    );

  const { view } = loaded;
  const answer = (decision: Answer) =>
    form.handleSubmit(async ({ signedName }) => {
      try {
        const next = await callRoute(decideParentalConsentRoute, {
          params: { token },
          body: { decision, signedName, textVersion: view.textVersion },
        });
        setLoaded({ kind: 'ready', view: next });
        setAnswered(true);
      } catch (error) {
        showServerErrors(error, form.setError, i18n);
      }
    });
  const decided =
    view.status !== 'pending' && view.signedName && view.decidedAt
      ? t(`parentalConsent:page.${view.status as 'granted' | 'refused' | 'withdrawn'}`, {
          name: view.signedName,
          day: formatDate(view.decidedAt, language),
        })
      : null;

  const studentSigns = view.signer === 'student';
  const texts =
    studentSigns && (view.feature === 'loanAgreement' || view.feature === 'trip')
      ? ({
          what: t(`parentalConsent:textsStudent.${view.feature}.what`),
          how: t(`parentalConsent:textsStudent.${view.feature}.how`),
        } as const)
      : ({
          what: t(`parentalConsent:texts.${view.feature}.what`),
          how: t(`parentalConsent:texts.${view.feature}.how`),
        } as const);

  return (
    <PublicLayout>
      <PageHeader
        title={t(studentSigns ? 'parentalConsent:page.titleStudent' : 'parentalConsent:page.title')}
      />
      <p>
        {studentSigns
          ? t('parentalConsent:page.asksStudent', { school: view.school })
          : t('parentalConsent:page.asks', { school: view.school, student: view.studentFirstName })}
      </p>
      <article className="consent-text" aria-labelledby="consent-feature">
        <h2 id="consent-feature">{t(`parentalConsent:features.${view.feature}`)}</h2>
        {view.summary && <p>{t('parentalConsent:page.item', { summary: view.summary })}</p>}
        <p>{texts.what}</p>
        <p>{texts.how}</p>
        <p>{t('parentalConsent:page.rights')}</p>
        <p className="cr-field__hint">{t('parentalConsent:page.version', { version: view.textVersion })}</p>
      </article>
      {answered && <Alert tone="success">{t('parentalConsent:page.thanks')}</Alert>}
      {decided && <Alert tone={view.status === 'granted' ? 'success' : 'info'}>{decided}</Alert>}
      {view.status === 'pending' && view.answers.length === 0 && (
        <Alert tone="error">{t('parentalConsent:page.expired')}</Alert>
      )}
      {view.answers.length > 0 && (
        <form className="consent-answer" onSubmit={(event) => event.preventDefault()} noValidate>
          <TextField
            label={t('parentalConsent:page.signedName')}
            autoComplete="name"
            required
            {...form.register('signedName')}
            error={errors.signedName?.message}
          />
          {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
          <p className="shell-actions">
            {view.answers.map((decision) => (
              <Button
                key={decision}
                type="button"
                variant={decision === 'granted' ? 'primary' : 'secondary'}
                disabled={isSubmitting}
                onClick={() => void answer(decision)()}
              >
                {t(`parentalConsent:page.${buttonOf[decision]}`)}
              </Button>
            ))}
          </p>
        </form>
      )}
    </PublicLayout>
  );
}

const buttonOf = { granted: 'accept', refused: 'refuse', withdrawn: 'withdraw' } as const;
