import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { listTeamRoute, requestDataArchiveRoute } from '@crescendo/contracts';
import { Alert, Button, SelectField, toast } from '@crescendo/ui';
import { ApiError, callRoute } from '@crescendo/web-auth';
import { describeError } from '@crescendo/i18n/server-errors';

/** Asks for an archive (one's own, or a student's) and says where its link will be mailed. */
function useArchiveRequest() {
  const { t, i18n } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [mailedTo, setMailedTo] = useState<string>();
  const ask = async (studentId?: string) => {
    setBusy(true);
    setMailedTo(undefined);
    try {
      const answer = await callRoute(requestDataArchiveRoute, { body: studentId ? { studentId } : {} });
      setMailedTo(answer.mailedTo);
    } catch (error) {
      toast.error(error instanceof ApiError ? describeError(error, i18n) : t('privacy.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, mailedTo, ask };
}

/**
 * 'Télécharger mes données' (issue 31 §2) in Mon Profil: an archive of everything the platform keeps about
 * the person, mailed as a single-use link valid 7 days once gathered.
 */
export function DataDownloadBlock() {
  const { t } = useTranslation('account');
  const { busy, mailedTo, ask } = useArchiveRequest();
  return (
    <section className="acc-section acc-data-download" aria-labelledby="data-download-title">
      <h2 id="data-download-title">{t('privacy.title')}</h2>
      <p>{t('privacy.text')}</p>
      <div aria-live="polite">
        {mailedTo && <Alert tone="success">{t('privacy.mailed', { email: mailedTo })}</Alert>}
      </div>
      <Button onClick={() => void ask()} disabled={busy}>
        {busy ? t('privacy.asking') : t('privacy.action')}
      </Button>
    </section>
  );
}

/**
 * A school administrator asks for a student's archive (an access request made to the school): the link is
 * mailed to the administrator. The students are the school's members with the student role ('Équipe').
 */
export function StudentDataDownloadBlock() {
  const { t } = useTranslation('account');
  const team = useQuery({ queryKey: ['identity', 'team'], queryFn: () => callRoute(listTeamRoute) });
  const [studentId, setStudentId] = useState('');
  const { busy, mailedTo, ask } = useArchiveRequest();
  const students = (team.data?.members ?? [])
    .filter((member) => member.role === 'student')
    .map((member) => ({
      value: member.userId,
      label: `${member.firstName} ${member.lastName} (${member.email})`,
    }));
  return (
    <section className="acc-section acc-data-download" aria-labelledby="student-data-title">
      <h2 id="student-data-title">{t('privacy.studentTitle')}</h2>
      <p>{t('privacy.studentText')}</p>
      <SelectField
        label={t('privacy.student')}
        placeholder={t('privacy.chooseStudent')}
        options={students}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
      />
      <div aria-live="polite">
        {mailedTo && <Alert tone="success">{t('privacy.mailed', { email: mailedTo })}</Alert>}
      </div>
      <Button onClick={() => void ask(studentId)} disabled={busy || !studentId}>
        {busy ? t('privacy.asking') : t('privacy.studentAction')}
      </Button>
    </section>
  );
}
