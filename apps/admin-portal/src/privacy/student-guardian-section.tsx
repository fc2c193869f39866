import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  studentGuardianFieldsSchema,
  type ParentalConsentWire,
  type StudentGuardianWire,
} from '@crescendo/contracts';
import { formatDate, isLanguage } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, SelectField, Spinner, TextField } from '@crescendo/ui';
import { contractResolver, formContract, showServerErrors, withToasts } from '@crescendo/web-kit';
import { useStudentGuardian, useStudentGuardianMutations } from './student-guardian-api.js';

/** The form's strings as the contract reads them: no age band chosen and a blank address are none. */
const guardianFormSchema = formContract(
  z.object({ ageBand: z.string(), parentEmail: z.string() }),
  studentGuardianFieldsSchema,
  {
    toContract: ({ ageBand, parentEmail }) => ({
      ageBand: ageBand === '' ? null : ageBand,
      parentEmail: parentEmail.trim() === '' ? null : parentEmail,
    }),
  },
);

/**
 * 'Parents et élèves de moins de 14 ans' (issue 31 §7): a student's age band and a parent's address, then each
 * feature's consent, asked by mail. What opens a feature is the server's verdict, shown as it said it.
 */
export function StudentGuardianSection({
  students,
}: {
  students: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation(['parentalConsent', 'translation']);
  const [studentId, setStudentId] = useState('');
  const guardian = useStudentGuardian(studentId);
  return (
    <section className="privacy-guardians" aria-labelledby="privacy-guardians-title">
      <h2 id="privacy-guardians-title">{t('parentalConsent:admin.title')}</h2>
      <p>{t('parentalConsent:admin.intro')}</p>
      <SelectField
        label={t('parentalConsent:admin.student')}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
        placeholder={t('parentalConsent:admin.chooseStudent')}
        options={students.map((student) => ({ value: student.id, label: student.name }))}
      />
      {studentId !== '' &&
        (guardian.isPending ? (
          <Spinner label={t('translation:app.loadingShort')} />
        ) : guardian.isError ? (
          <Alert tone="error">{t('translation:app.loadFailed')}</Alert>
        ) : (
          <StudentGuardian key={studentId} guardian={guardian.data} />
        ))}
    </section>
  );
}

function StudentGuardian({ guardian }: { guardian: StudentGuardianWire }) {
  const { t, i18n } = useTranslation(['parentalConsent', 'translation']);
  const mutations = useStudentGuardianMutations(guardian.studentId);
  const form = useForm({
    resolver: contractResolver(guardianFormSchema, i18n),
    defaultValues: { ageBand: guardian.ageBand ?? '', parentEmail: guardian.parentEmail ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await withToasts(
        mutations.save.mutateAsync(body),
        t('parentalConsent:admin.saved'),
        (error) => `${t('parentalConsent:admin.saveFailed')} ${describeError(error, i18n)}`,
      );
    } catch (error) {
      showServerErrors(error, form.setError, i18n);
    }
  });
  const ask = (consent: ParentalConsentWire) =>
    withToasts(
      mutations.ask.mutateAsync(consent.feature),
      t('parentalConsent:admin.asked', { email: guardian.parentEmail ?? '' }),
      (error) => `${t('parentalConsent:admin.askFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  return (
    <>
      <form className="privacy-guardians__form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('parentalConsent:admin.ageBand')}
          {...form.register('ageBand')}
          error={errors.ageBand?.message}
          options={[
            { value: '', label: t('parentalConsent:admin.ageUnknown') },
            { value: 'under14', label: t('parentalConsent:admin.under14') },
            { value: 'fourteenPlus', label: t('parentalConsent:admin.fourteenPlus') },
          ]}
        />
        <TextField
          label={t('parentalConsent:admin.parentEmail')}
          type="email"
          autoComplete="off"
          {...form.register('parentEmail')}
          error={errors.parentEmail?.message}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('parentalConsent:admin.save')}
        </Button>
      </form>
      <h3>{t('parentalConsent:admin.consents')}</h3>
      <ul className="privacy-guardians__consents">
        {guardian.consents.map((consent) => (
          <ConsentCard
            key={consent.feature}
            consent={consent}
            fourteenPlus={guardian.ageBand === 'fourteenPlus'}
            busy={mutations.ask.isPending}
            onAsk={() => void ask(consent)}
          />
        ))}
      </ul>
    </>
  );
}

function ConsentCard(props: {
  consent: ParentalConsentWire;
  fourteenPlus: boolean;
  busy: boolean;
  onAsk: () => void;
}) {
  const { t, i18n } = useTranslation('parentalConsent');
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { consent } = props;
  const feature = t(`features.${consent.feature}`);
  const day = (value: string | null) => (value ? formatDate(value, language) : '');
  const askable = !props.fourteenPlus && !consent.allowed;
  return (
    <li className="privacy-request" aria-label={feature}>
      <h4>{feature}</h4>
      <p>
        <strong>{props.fourteenPlus ? t('admin.notNeeded') : t(`admin.status.${consent.status}`)}</strong> ·{' '}
        {consent.allowed ? t('admin.open') : t('admin.closed')}
      </p>
      {consent.signedName && consent.decidedAt && (
        <p>{t('admin.signedBy', { name: consent.signedName, day: day(consent.decidedAt) })}</p>
      )}
      {consent.mailedTo && consent.requestedAt && (
        <p>{t('admin.sentTo', { email: consent.mailedTo, day: day(consent.requestedAt) })}</p>
      )}
      {askable && (
        <Button type="button" variant="secondary" disabled={props.busy} onClick={props.onAsk}>
          {consent.status === 'none' ? t('admin.ask') : t('admin.askAgain')}
        </Button>
      )}
    </li>
  );
}
