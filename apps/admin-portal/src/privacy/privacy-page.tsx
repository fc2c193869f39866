import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, PageHeader, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { usePrivacyOfficer, usePrivacyOfficerMutations } from './privacy-officer-api.js';
import { PrivacyOfficerForm } from './privacy-officer-form.js';
import { usePrivacyRequestMutations, usePrivacyRequests, useSchoolStudents } from './privacy-requests-api.js';
import { PrivacyRequestsSection } from './privacy-requests-section.js';
import { PrivacyIncidents } from './privacy-incidents.js';
import { PrivacyFactSheetSection } from './privacy-fact-sheet-section.js';
import { ReadAudit } from './read-audit.js';
import { StudentGuardianSection } from './student-guardian-section.js';

/** The page's own layout: fields one under the other, full width on a phone (390 px), buttons 44 px tall. */
function PrivacyStyles() {
  return (
    <style>{`
      .privacy-officer__form { display: grid; gap: 0.75rem; max-width: 36rem; }
      .privacy-officer__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
      .privacy-officer__actions button { min-height: 44px; }
      .privacy-officer__shown { margin-top: 1.5rem; overflow-wrap: anywhere; }
      .privacy-requests { margin-top: 2rem; }
      .privacy-requests__form { display: grid; gap: 0.75rem; max-width: 36rem; margin: 1rem 0; }
      .privacy-requests__list { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
      .privacy-request { border: 1px solid var(--cr-border, #d0d7de); border-radius: 8px; padding: 0.75rem 1rem;
        overflow-wrap: anywhere; }
      .privacy-request h3 { margin: 0 0 0.25rem; font-size: 1rem; }
      .privacy-request__late { color: var(--cr-danger, #b42318); }
      .privacy-request__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
      .privacy-request button, .privacy-requests button { min-height: 44px; }
      .privacy-guardians { margin-top: 2rem; }
      .privacy-guardians__form { display: grid; gap: 0.75rem; max-width: 36rem; margin: 1rem 0; }
      .privacy-guardians__consents { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
      .privacy-guardians h4 { margin: 0 0 0.25rem; font-size: 1rem; }
      .privacy-guardians button { min-height: 44px; }
      .privacy-incidents__form { display: grid; gap: 0.75rem; max-width: 36rem; margin: 1rem 0; }
      .privacy-incidents__risk { min-height: 44px; display: flex; align-items: center; gap: 0.5rem; }
      .privacy-incident__fields { margin: 0.25rem 0; }
      .privacy-incident__fields dt { font-weight: 600; margin-top: 0.5rem; }
      .privacy-incident__fields dd { margin: 0; white-space: pre-line; }
      .read-audit__filters { display: grid; gap: 0.75rem; max-width: 36rem; margin: 1.5rem 0 1rem; border: 0;
        padding: 0; }
      .read-audit__filters legend { font-weight: 600; margin-bottom: 0.5rem; }
      .read-audit__toggle { min-height: 44px; display: flex; align-items: center; gap: 0.5rem; }
      .read-audit__table { width: 100%; border-collapse: collapse; }
      .read-audit__table th, .read-audit__table td { text-align: left; padding: 0.5rem; vertical-align: top;
        border-bottom: 1px solid var(--cr-border, #d0d7de); }
      .read-audit__person { min-height: 44px; background: none; border: 0; padding: 0; color: var(--cr-link, #0b5cad);
        text-decoration: underline; cursor: pointer; font: inherit; text-align: left; }
      @media (max-width: 480px) {
        .privacy-officer__actions button, .privacy-request__actions button { flex: 1 1 100%; }
      }
    `}</style>
  );
}

/**
 * /admin/confidentialite (issue 31 §6): the law's paperwork as features. A school's administrator names the
 * school's person in charge of personal information, a board's administrator the board's; the server says
 * which level the actor is.
 */
export function PrivacyPage() {
  const { t, i18n } = useTranslation(['privacyDesk', 'translation']);
  const officer = usePrivacyOfficer();
  const mutations = usePrivacyOfficerMutations();
  const failure = (error: unknown) => `${t('privacyDesk:officer.saveFailed')} ${describeError(error, i18n)}`;
  return (
    <>
      <PrivacyStyles />
      <PageHeader
        title={t('privacyDesk:title')}
        description={
          officer.data?.level === 'board'
            ? t('privacyDesk:descriptionBoard')
            : t('privacyDesk:descriptionSchool')
        }
      />
      {officer.isPending ? (
        <Spinner label={t('translation:app.loadingShort')} />
      ) : officer.isError ? (
        <Alert tone="error">{t('translation:app.loadFailed')}</Alert>
      ) : (
        <PrivacyOfficerForm
          // A newly saved officer resets the fields to it.
          key={officer.data.own?.setAt ?? 'none'}
          settings={officer.data}
          onSave={(fields) =>
            withToasts(mutations.set.mutateAsync(fields), t('privacyDesk:officer.saved'), failure)
          }
          onClear={() => withToasts(mutations.clear.mutateAsync(), t('privacyDesk:officer.cleared'), failure)}
        />
      )}
      {officer.data?.level === 'school' && <PrivacyRequests />}
      {officer.data?.level === 'school' && <SchoolGuardians />}
      {officer.data && <PrivacyIncidents level={officer.data.level} />}
      {officer.data && <ReadAudit level={officer.data.level} />}
      {officer.data && <PrivacyFactSheetSection />}
    </>
  );
}

/** Today on the school's calendar (Quebec), the day a new request defaults to. */
const todayInQuebec = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

/** 'Demandes d'accès' of the school (its administrators; the server refuses anyone else). */
function PrivacyRequests() {
  const { t, i18n } = useTranslation(['privacyDesk', 'translation']);
  const requests = usePrivacyRequests();
  const students = useSchoolStudents();
  const mutations = usePrivacyRequestMutations();
  const failure = (error: unknown) => `${t('privacyDesk:requests.failed')} ${describeError(error, i18n)}`;
  if (requests.isPending) return <Spinner label={t('translation:app.loadingShort')} />;
  if (requests.isError) return <Alert tone="error">{t('translation:app.loadFailed')}</Alert>;
  return (
    <PrivacyRequestsSection
      body={requests.data.pages[0]?.body ?? 'public'}
      requests={requests.data.pages.flatMap((page) => page.requests)}
      students={students.data ?? []}
      today={todayInQuebec()}
      hasMore={requests.hasNextPage}
      onLoadMore={() => void requests.fetchNextPage()}
      onSetPrivate={(privateSchool) =>
        withToasts(mutations.setBody.mutateAsync(privateSchool), t('privacyDesk:requests.bodySaved'), failure)
      }
      onRecord={(request) =>
        withToasts(mutations.record.mutateAsync(request), t('privacyDesk:requests.recorded'), failure)
      }
      onExtend={(requestId) =>
        withToasts(mutations.extend.mutateAsync(requestId), t('privacyDesk:requests.extended'), failure)
      }
      onAnswer={(input) =>
        withToasts(mutations.answer.mutateAsync(input), t('privacyDesk:requests.answered'), failure)
      }
    />
  );
}

/** 'Parents et élèves de moins de 14 ans' (issue 31 §7): the school's students to choose from. */
function SchoolGuardians() {
  const students = useSchoolStudents();
  return <StudentGuardianSection students={students.data ?? []} />;
}
