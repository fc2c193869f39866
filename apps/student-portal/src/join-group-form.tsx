import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, toast } from '@crescendo/ui';
import { formatWait, isLanguage } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { ApiError } from '@crescendo/web-auth';
import { useJoinGroup } from './my-groups.js';

/** Spec §2 and issue 4 §3: a student joins a group with its connection code; a wrong code changes nothing. */
export function JoinGroupForm() {
  const { t, i18n } = useTranslation();
  const join = useJoinGroup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (code.trim() === '') {
      setError(t('groups.join.required'));
      return;
    }
    setError(undefined);
    join.mutate(code.trim(), {
      onSuccess: (group) => {
        setCode('');
        toast.success(t('groups.join.joined', { name: group.name }));
      },
      onError: (failure) => {
        const wrong =
          failure instanceof ApiError && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(failure.code);
        const wait = failure instanceof ApiError ? failure.retryAfterSeconds : undefined;
        const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
        setError(
          wrong
            ? t('groups.join.wrongCode')
            : wait
              ? t('errors.tryAgainIn', { wait: formatWait(wait, lang) })
              : describeError(failure, i18n),
        );
      },
    });
  };
  return (
    <form
      aria-labelledby="join-group"
      className="student-join"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="join-group">{t('groups.join.title')}</h2>
      <TextField
        label={t('groups.join.code')}
        hint={t('groups.join.hint')}
        value={code}
        error={error}
        autoComplete="off"
        maxLength={20}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={join.isPending}>
        {t('groups.join.submit')}
      </Button>
    </form>
  );
}
