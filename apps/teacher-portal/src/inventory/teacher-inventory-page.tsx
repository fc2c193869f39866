import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { Alert, Button, EmptyState, Spinner, TableScroll } from '@crescendo/ui';
import { useProfiles, withToasts } from '@crescendo/web-kit';
import { LoanPhotosModal } from '@crescendo/web-kit/photos';

import { useOpenLoans, useQuickLoans } from './inventory-api.js';
import { describeFields } from '@crescendo/i18n/server-errors';
import {
  AuditsPanel,
  LoanAgreementLabel,
  mayResendAgreement,
  ReturnLoanModal,
  useRecordReturn,
} from '@crescendo/inventory-ui';
import { QuickLoanPanel } from './quick-loan-panel.js';
import { TeacherInventoryStyles } from './teacher-inventory-styles.js';

/**
 * 'Inventaire' (/teacher/inventaire): lend by scan, the school's loans still out ('En retard' shown), each
 * with its 'Retour', and the physical inventories of the school's rooms (issue 27 §6).
 */
export function TeacherInventoryPage() {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryPhotos']);
  const loans = useOpenLoans();
  const { resendAgreement } = useQuickLoans();
  const save = useRecordReturn();
  const [returning, setReturning] = useState<Loan | null>(null);
  // A loan's condition photos (decision 0072): optional, at check-out and before its return.
  const [photosOf, setPhotosOf] = useState<Loan | null>(null);
  const open = loans.data?.pages.flatMap((page) => page.loans) ?? [];
  const profiles = useProfiles(open.flatMap((loan) => (loan.studentId ? [loan.studentId] : [])));
  const nameOf = (studentId: string | null) => {
    const found = profiles.data?.profiles.find((profile) => profile.id === studentId);
    return studentId === null
      ? t('inventory:loans.formerStudent')
      : found
        ? `${found.firstName} ${found.lastName}`
        : '';
  };
  const resend = (loanId: string) =>
    void withToasts(resendAgreement.mutateAsync(loanId), t('inventory:loans.agreementResent'), (error) =>
      [t('inventory:loans.resendFailed'), ...Object.values(describeFields(error, i18n))].join(' '),
    ).catch(() => undefined);
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
                <th scope="col">{t('inventory:loans.columns.student')}</th>
                <th scope="col">{t('inventory:loans.columns.dueOn')}</th>
                <th scope="col">{t('inventory:loans.columns.status')}</th>
                <th scope="col">{t('inventory:loans.columns.agreement')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventory:loans.return')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {open.map((loan) => (
                <tr key={loan.id}>
                  <th scope="row">{loan.assetNumber}</th>
                  <td>{loan.type}</td>
                  <td>{nameOf(loan.studentId)}</td>
                  <td>{loan.dueOn}</td>
                  <td>
                    {loan.overdue ? (
                      <span className="cr-inventory__overdue">{t('inventory:loans.overdue')}</span>
                    ) : (
                      t('inventory:loans.states.open')
                    )}
                  </td>
                  <td>
                    <LoanAgreementLabel loan={loan} />
                    {mayResendAgreement(loan) && (
                      <>
                        <br />
                        <Button
                          variant="secondary"
                          aria-label={t('inventory:loans.resendAgreementOf', {
                            assetNumber: loan.assetNumber,
                          })}
                          onClick={() => resend(loan.id)}
                        >
                          {t('inventory:loans.resendAgreement')}
                        </Button>
                      </>
                    )}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('inventory:loans.returnOf', { assetNumber: loan.assetNumber })}
                      onClick={() => setReturning(loan)}
                    >
                      {t('inventory:loans.return')}
                    </Button>{' '}
                    <Button
                      variant="secondary"
                      aria-label={t('inventoryPhotos:loanPhotosOf', { assetNumber: loan.assetNumber })}
                      onClick={() => setPhotosOf(loan)}
                    >
                      {t('inventoryPhotos:loanPhotos')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {returning && (
        <ReturnLoanModal loan={returning} onSave={save(returning.id)} onClose={() => setReturning(null)} />
      )}
      {photosOf && <LoanPhotosModal loan={photosOf} canAdd onClose={() => setPhotosOf(null)} />}
      <AuditsPanel titled />
    </>
  );
}
