import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, Spinner, TableScroll } from '@crescendo/ui';
import { useOpenLoans } from './inventory-api.js';
import { QuickLoanPanel } from './quick-loan-panel.js';
import { TeacherInventoryStyles } from './teacher-inventory-styles.js';

/** 'Inventaire' (/teacher/inventaire): lend by scan, and the school's loans still out ('En retard' shown). */
export function TeacherInventoryPage() {
  const { t } = useTranslation(['translation', 'inventory']);
  const loans = useOpenLoans();
  const open = loans.data?.pages.flatMap((page) => page.loans) ?? [];
  return (
    <>
      <TeacherInventoryStyles />
      <QuickLoanPanel />
      <h2 className="cr-quick-loan__heading">{t('inventory:loans.title')}</h2>
      {loans.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : loans.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : open.length === 0 ? (
        <EmptyState title={t('inventory:loans.empty')} />
      ) : (
        <TableScroll label={t('inventory:loans.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory:loans.columns.assetNumber')}</th>
                <th scope="col">{t('inventory:loans.columns.instrument')}</th>
                <th scope="col">{t('inventory:loans.columns.dueOn')}</th>
                <th scope="col">{t('inventory:loans.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {open.map((loan) => (
                <tr key={loan.id}>
                  <th scope="row">{loan.assetNumber}</th>
                  <td>{loan.type}</td>
                  <td>{loan.dueOn}</td>
                  <td>
                    {loan.overdue ? (
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
    </>
  );
}
