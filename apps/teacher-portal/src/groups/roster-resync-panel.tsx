import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Group, PendingRosterChange } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, Spinner, toast } from '@crescendo/ui';
import { groupsKey } from './groups-api.js';
import { isRosterSyncBusy, useRosterSync, useRosterSyncAction } from './roster-resync-api.js';

/**
 * In a Google-linked group's details (issue 11.5b, decision 0036): when its roster was last read again,
 * 'Resynchroniser', 'reconnect' when the Google connection is gone, and the change that waits for approval.
 */
export function RosterResyncPanel({ group }: { group: Group }) {
  const { t, i18n } = useTranslation(['translation', 'rosterResync']);
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';
  const sync = useRosterSync(group.id);
  const start = useRosterSyncAction(group.id, 'start');
  const approve = useRosterSyncAction(group.id, 'approve');
  const reject = useRosterSyncAction(group.id, 'reject');
  const client = useQueryClient();
  const wasBusy = useRef(false);
  const busy = isRosterSyncBusy(sync.data);

  // A re-sync that ends may have changed the group's students: the list is read again.
  useEffect(() => {
    if (wasBusy.current && !busy) void client.invalidateQueries({ queryKey: groupsKey });
    wasBusy.current = busy;
  }, [busy, client]);

  if (sync.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (sync.isError) return <span>{describeError(sync.error, i18n)}</span>;
  const state = sync.data;
  if (!state.linked) return <span>{t('rosterResync:never')}</span>;

  const failed = (error: unknown) => toast.error(describeError(error, i18n));
  return (
    <div className="tp-roster-sync" data-testid="roster-sync" style={{ overflowWrap: 'anywhere' }}>
      <p aria-live="polite">
        {state.status === 'queued'
          ? t('rosterResync:queued')
          : state.status === 'running'
            ? t('rosterResync:running')
            : state.lastSyncedAt
              ? t('rosterResync:lastSynced', { date: formatDateTime(state.lastSyncedAt, lang) })
              : t('rosterResync:never')}
      </p>
      {state.status === 'reconnect' && <Alert tone="error">{t('rosterResync:reconnect')}</Alert>}
      {state.status === 'failed' && (
        <Alert tone="error">
          {t('rosterResync:failed', {
            reason: describeError({ messageKey: state.errorKey ?? undefined, code: 'INTERNAL' }, i18n),
          })}
        </Alert>
      )}
      <Button
        variant="secondary"
        disabled={busy || start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => toast.success(t('rosterResync:started')),
            onError: failed,
          })
        }
      >
        {t('rosterResync:resync')}
      </Button>
      {state.pending && (
        <PendingChange
          change={state.pending}
          lang={lang}
          deciding={approve.isPending || reject.isPending}
          onApprove={() =>
            approve.mutate(undefined, {
              onSuccess: () => toast.success(t('rosterResync:approved')),
              onError: failed,
            })
          }
          onReject={() =>
            reject.mutate(undefined, {
              onSuccess: () => toast.success(t('rosterResync:rejected')),
              onError: failed,
            })
          }
        />
      )}
    </div>
  );
}

function PendingChange({
  change,
  lang,
  deciding,
  onApprove,
  onReject,
}: {
  change: PendingRosterChange;
  lang: 'fr' | 'en';
  deciding: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation(['translation', 'rosterResync']);
  const name = (person: { firstName: string; lastName: string; email: string | null }) =>
    [person.firstName, person.lastName].join(' ').trim() || person.email || '';
  return (
    <section className="tp-roster-sync__pending" aria-labelledby="roster-pending-title">
      <h3 id="roster-pending-title">{t('rosterResync:pendingTitle')}</h3>
      <p>
        {t('rosterResync:pendingIntro', { leaving: change.leaves.length, count: change.studentCount })}{' '}
        {t('rosterResync:foundAt', { date: formatDateTime(change.foundAt, lang) })}
      </p>
      {change.leaves.length > 0 && (
        <>
          <h4>{t('rosterResync:leaves')}</h4>
          <ul data-testid="roster-leaves">
            {change.leaves.map((person) => (
              <li key={person.studentId}>
                {name(person)}
                {person.email && ` (${person.email})`}
              </li>
            ))}
          </ul>
        </>
      )}
      {change.joins.length > 0 && (
        <>
          <h4>{t('rosterResync:joins')}</h4>
          <ul data-testid="roster-joins">
            {change.joins.map((person) => (
              <li key={person.email ?? name(person)}>
                {name(person)} ({person.email}){!person.studentId && ` — ${t('rosterResync:newAccount')}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="gu-row">
        <Button onClick={onApprove} disabled={deciding}>
          {t('rosterResync:approve')}
        </Button>
        <Button variant="secondary" onClick={onReject} disabled={deciding}>
          {t('rosterResync:reject')}
        </Button>
      </div>
    </section>
  );
}
