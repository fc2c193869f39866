import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useBoardSchoolPages } from '../board/board-api.js';
import { usePrivacyIncidentMutations, usePrivacyIncidents } from './privacy-incidents-api.js';
import { PrivacyIncidentsSection, type PrivacyIncidentsSectionProps } from './privacy-incidents-section.js';

/** Today on the school's calendar (Quebec), the day a new entry defaults to. */
const todayInQuebec = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

/**
 * 'Registre des incidents': a school's administrator keeps the school's; a board's administrator chooses one
 * of the board's schools and reads its register (the server decides both, and refuses anyone else).
 */
export function PrivacyIncidents({ level }: { level: 'school' | 'board' }) {
  return level === 'board' ? <BoardIncidents /> : <Register />;
}

function BoardIncidents() {
  const { t } = useTranslation('translation');
  const [schoolId, setSchoolId] = useState('');
  const schools = useBoardSchoolPages();
  if (schools.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <Register
      schoolId={schoolId || undefined}
      schools={{
        options: schools.data?.pages.flatMap((page) => page.schools) ?? [],
        chosen: schoolId,
        onChoose: setSchoolId,
      }}
    />
  );
}

function Register({
  schoolId,
  schools,
}: {
  schoolId?: string;
  schools?: PrivacyIncidentsSectionProps['schools'];
}) {
  const { t, i18n } = useTranslation(['privacyDesk', 'translation']);
  const asked = !schools || !!schoolId;
  const incidents = usePrivacyIncidents(schoolId, asked);
  const mutations = usePrivacyIncidentMutations();
  const failure = (error: unknown) => `${t('privacyDesk:incidents.failed')} ${describeError(error, i18n)}`;
  if (incidents.isError) return <Alert tone="error">{t('translation:app.loadFailed')}</Alert>;
  if (asked && incidents.isPending) return <Spinner label={t('translation:app.loadingShort')} />;
  return (
    <PrivacyIncidentsSection
      schools={schools}
      incidents={incidents.data?.pages.flatMap((page) => page.incidents) ?? []}
      canWrite={incidents.data?.pages[0]?.canWrite ?? false}
      today={todayInQuebec()}
      hasMore={incidents.hasNextPage}
      onLoadMore={() => void incidents.fetchNextPage()}
      onRecord={(fields) =>
        withToasts(mutations.record.mutateAsync(fields), t('privacyDesk:incidents.recorded'), failure)
      }
      onUpdate={(incidentId, fields) =>
        withToasts(
          mutations.update.mutateAsync({ incidentId, fields }),
          t('privacyDesk:incidents.saved'),
          failure,
        )
      }
    />
  );
}
