import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, SelectField, Spinner, TableScroll } from '@crescendo/ui';
import { useLoanPages, useStudentNames } from './inventory-api.js';

const states = ['open', 'overdue', 'all'] as const;
type LoanState = (typeof states)[number];

/** The 'Prêts' tab: the school's loans, newest first, 'En retard' when still out after their due day. */
export function LoansPanel() {
  const { t } = useTranslation(['translation', 'inventory']);
  const [state, setState] = useState<LoanState>('open');
  const pages = useLoanPages(state);
  const loans = pages.data?.pages.flatMap((page) => page.loans) ?? [];
  const nameOf = useStudentNames(loans.flatMap((loan) => (loan.studentId ? [loan.studentId] : [])));
  return (
    <div className="cr-inventory">
      <div className="cr-inventory__filters">
        <SelectField
          label={t('inventory:loans.columns.status')}
          options={states.map((value) => ({ value, label: t(`inventory:loans.states.${value}`) }))}
          value={state}
          onChange={(event) => setState(event.target.value as LoanState)}
        />
      </div>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : loans.length === 0 ? (
        <EmptyState title={t('inventory:loans.empty')} />
      ) : (
        <TableScroll label={t('inventory:loans.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory:loans.columns.assetNumber')}</th>
                <th scope="col">{t('inventory:loans.columns.instrument')}</th>
                <th scope="col">{t('inventory:loans.columns.student')}</th>
                <th scope="col">{t('inventory:loans.columns.lentAt')}</th>
                <th scope="col">{t('inventory:loans.columns.dueOn')}</th>
                <th scope="col">{t('inventory:loans.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {loans.map((loan) => (
                <tr key={loan.id}>
                  <th scope="row">{loan.assetNumber}</th>
                  <td>{loan.type}</td>
                  <td>{nameOf(loan.studentId) ?? t('inventory:loans.formerStudent')}</td>
                  <td>{loan.lentAt.slice(0, 10)}</td>
                  <td>{loan.dueOn}</td>
                  <td>
                    {loan.returnedAt ? (
                      t('inventory:loans.returnedOn', { day: loan.returnedAt.slice(0, 10) })
                    ) : loan.overdue ? (
                      <span className="cr-inventory__overdue">{t('inventory:loans.overdue')}</span>
                    ) : (
                      t('inventory:loans.states.open')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {t('inventory:loadMore')}
        </Button>
      )}
    </div>
  );
}
