import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { DirectoryEntry, Group, ListedPurchase } from '@crescendo/contracts';
import { Alert, Button, EmptyState, SelectField, Spinner, TextField, toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { allPurchases, lookupEveryProfile, usePurchasePages, type PurchaseQuery } from './finance-api.js';
import { FinanceStyles } from './finance-styles.js';
import { PurchaseTable } from './purchase-table.js';
import { PurchaseTotals } from './purchase-totals.js';
import { ReasonModal } from './reason-modal.js';
import { RecordPurchaseModal, type StudentChoice } from './record-purchase-modal.js';
import { StatementModal } from './statement-modal.js';
import { LoadMoreButton, useLanguage, useProfiles } from '@crescendo/web-kit';
import { usePurchaseActions } from './use-purchase-actions.js';

export interface StaffPurchasesPageProps {
  /** The groups the viewer manages: a teacher's own, an admin's organisation's. */
  groups: readonly Group[];
  /** The teacher's sidebar choice; null for 'Tous les groupes' and for the admin. */
  groupId: string | null;
  /** What an export of every group is called ('organisation', 'mes-groupes'). */
  allScope: string;
}

type Dialog =
  { kind: 'record' | 'statement' } | { kind: 'reversePayment' | 'cancel'; purchase: ListedPurchase } | null;

const personName = (profile: DirectoryEntry | undefined) =>
  profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email : undefined;

/**
 * Issue 13 §2: the purchases of a teacher's groups (an admin's organisation) by group and student, with the
 * filters unpaid and period, the totals, recording, settling and reversing, the CSV and the statements. The
 * list comes a page at a time ('Charger plus', issue 34); the totals are the finance service's, over the
 * whole filter; the CSV reads every page when asked.
 */
export function StaffPurchasesPage({ groups, groupId, allScope }: StaffPurchasesPageProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const lang = useLanguage();
  const { me } = useAuth();
  const actions = usePurchaseActions();
  const [group, setGroup] = useState(groupId ?? '');
  const [student, setStudent] = useState('');
  const [status, setStatus] = useState<'all' | 'unpaid' | 'paid'>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const periodIncomplete = (from === '') !== (to === '') || (from !== '' && from > to);
  const query: PurchaseQuery = {
    groupId: group || undefined,
    studentId: student || undefined,
    status,
    ...(from && to && !periodIncomplete ? { from, to } : {}),
  };
  const purchases = usePurchasePages(query);
  const list = purchases.data?.pages.flatMap((page) => page.purchases) ?? [];

  const shownGroups = group ? groups.filter((g) => g.id === group) : groups;
  const studentIds = [...new Set(shownGroups.flatMap((g) => g.studentIds))];
  const people = [
    ...studentIds,
    ...list.flatMap((p) => [p.studentId, p.createdBy]).filter((id): id is string => id !== null),
  ];
  const profiles = useProfiles(people).data?.profiles ?? [];
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const unknown = t('empty.unknownUser');
  const students: StudentChoice[] = studentIds
    .map((id) => ({ id, name: personName(byId.get(id)) ?? unknown }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const studentName = (purchase: ListedPurchase) =>
    purchase.studentId === null
      ? t('finance:purchases.deletedStudent')
      : (personName(byId.get(purchase.studentId)) ?? unknown);

  /** Every purchase of the filter, not only the pages shown, with the names of everyone they mention. */
  const exportCsv = async () => {
    const groupsOf = (id: string) =>
      groups
        .filter((g) => g.studentIds.includes(id))
        .map((g) => g.name)
        .join(', ');
    const scope = groups.find((g) => g.id === group)?.name ?? allScope;
    // papaparse comes with the export's chunk, loaded the first time a file is exported.
    const [{ exportPurchasesCsv }, every] = await Promise.all([
      import('./purchases-csv-export.js'),
      allPurchases(query),
    ]);
    const named = new Set(profiles.map((profile) => profile.id));
    const missing = every
      .flatMap((p) => [p.studentId, p.createdBy])
      .filter((id): id is string => id !== null && !named.has(id));
    const found = [...profiles, ...(await lookupEveryProfile(missing))];
    const csvPeople = new Map(
      found.map((profile) => [
        profile.id,
        { name: personName(profile) ?? unknown, email: profile.email, groups: groupsOf(profile.id) },
      ]),
    );
    await exportPurchasesCsv({ purchases: every, people: csvPeople, scope, lang });
    toast.success(t('finance:csv.exported'));
  };

  return (
    <>
      <FinanceStyles />
      <div className="fu-toolbar">
        <Button onClick={() => setDialog({ kind: 'record' })} disabled={students.length === 0}>
          {t('finance:purchases.record')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDialog({ kind: 'statement' })}
          disabled={students.length === 0}
        >
          {t('finance:statement.button')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void exportCsv().catch(() => toast.error(t('app.loadFailed')))}
          disabled={list.length === 0}
        >
          {t('finance:csv.export')}
        </Button>
      </div>
      {groups.length > 0 && students.length === 0 && !group && <p>{t('finance:purchases.noStudents')}</p>}
      <section aria-label={t('finance:filters.label')} className="fu-filters">
        <SelectField
          label={t('finance:filters.group')}
          value={group}
          options={[
            { value: '', label: t('finance:filters.allGroups') },
            ...groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
          onChange={(event) => {
            setGroup(event.target.value);
            setStudent('');
          }}
        />
        <SelectField
          label={t('finance:filters.student')}
          value={student}
          options={[
            { value: '', label: t('finance:filters.allStudents') },
            ...students.map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={(event) => setStudent(event.target.value)}
        />
        <SelectField
          label={t('finance:filters.status')}
          value={status}
          options={(['all', 'unpaid', 'paid'] as const).map((value) => ({
            value,
            label: t(`finance:filters.statuses.${value}`),
          }))}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        />
        <TextField
          label={t('finance:filters.from')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('finance:filters.to')}
          type="date"
          value={to}
          error={periodIncomplete ? t('finance:filters.periodInvalid') : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </section>
      {purchases.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : purchases.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <PurchaseTotals totals={purchases.data.pages[0]?.totals ?? []} />
          {list.length === 0 ? (
            <EmptyState title={t('empty.purchases')} />
          ) : (
            <PurchaseTable
              purchases={list}
              studentName={studentName}
              actions={{
                onPay: (purchase) => void actions.pay(purchase.id),
                onReversePayment: (purchase) => setDialog({ kind: 'reversePayment', purchase }),
                onCancel: (purchase) => setDialog({ kind: 'cancel', purchase }),
              }}
            />
          )}
          <LoadMoreButton
            pages={purchases}
            label={t('finance:loadMore')}
            busyLabel={t('app.loadingShort')}
            boxClassName="fu-toolbar"
          />
        </>
      )}
      {dialog?.kind === 'record' && (
        <RecordPurchaseModal
          students={students}
          initialStudentId={student || undefined}
          defaultCurrency={me?.settings.currency ?? 'CAD'}
          onRecord={actions.record}
          onClose={close}
        />
      )}
      {dialog?.kind === 'statement' && (
        <StatementModal students={students} initialStudentId={student || undefined} onClose={close} />
      )}
      {dialog?.kind === 'reversePayment' && (
        <ReasonModal
          title={t('finance:purchases.reverseTitle', { item: dialog.purchase.item })}
          warning={t('finance:purchases.reverseWarning')}
          confirmLabel={t('finance:purchases.reversePayment')}
          onConfirm={(reason) => actions.reversePayment(dialog.purchase.id, reason)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ReasonModal
          title={t('finance:purchases.cancelTitle', { item: dialog.purchase.item })}
          warning={t('finance:purchases.cancelWarning')}
          confirmLabel={t('finance:purchases.cancel')}
          onConfirm={(reason) => actions.cancel(dialog.purchase.id, reason)}
          onClose={close}
        />
      )}
    </>
  );
}
