import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@crescendo/ui';
import type { Loan } from '@crescendo/contracts';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import {
  InventoryTable,
  LoanAgreementLabel,
  mayResendAgreement,
  ReturnLoanModal,
  useRecordReturn,
} from '@crescendo/inventory-ui';
import { RowActions, withToasts } from '@crescendo/web-kit';
import { LoanPhotosModal } from '@crescendo/web-kit/photos';
import { useLoanPages, useRequestLoanAgreement, useStudentNames } from './inventory-api.js';

const states = ['open', 'overdue', 'all'] as const;
type LoanState = (typeof states)[number];

/**
 * The 'Prêts' tab: the school's loans, newest first, 'En retard' when still out after their due day; each loan
 * still out has its 'Retour' (the teachers' dialog: condition, damage, photos).
 */
export function LoansPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryPhotos']);
  const resend = useRequestLoanAgreement();
  const resendFor = (loan: Loan) =>
    void withToasts(
      resend.mutateAsync(loan.id),
      t('inventory:loans.agreementResent'),
      (error) =>
        `${t('inventory:loans.resendFailed')} ${
          Object.values(describeFields(error, i18n)).join(' ') || describeError(error, i18n)
        }`,
    ).catch(() => undefined);
  const save = useRecordReturn();
  const [returning, setReturning] = useState<Loan | null>(null);
  const [state, setState] = useState<LoanState>('open');
  // A loan's condition photos (decision 0072): at check-out, at return, the repair quote.
  const [photosOf, setPhotosOf] = useState<Loan | null>(null);
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
      <InventoryTable
        label={t('inventory:loans.tableLabel')}
        pages={pages}
        rows={loans}
        rowKey={(loan) => loan.id}
        empty={t('inventory:loans.empty')}
        columns={[
          {
            key: 'assetNumber',
            header: t('inventory:loans.columns.assetNumber'),
            rowHeader: true,
            cell: (loan) => loan.assetNumber,
          },
          { key: 'instrument', header: t('inventory:loans.columns.instrument'), cell: (loan) => loan.type },
          {
            key: 'student',
            header: t('inventory:loans.columns.student'),
            cell: (loan) => nameOf(loan.studentId) ?? t('inventory:loans.formerStudent'),
          },
          {
            key: 'lentAt',
            header: t('inventory:loans.columns.lentAt'),
            cell: (loan) => loan.lentAt.slice(0, 10),
          },
          { key: 'dueOn', header: t('inventory:loans.columns.dueOn'), cell: (loan) => loan.dueOn },
          {
            key: 'status',
            header: t('inventory:loans.columns.status'),
            cell: (loan) =>
              loan.returnedAt ? (
                t('inventory:loans.returnedOn', { day: loan.returnedAt.slice(0, 10) })
              ) : loan.overdue ? (
                <span className="cr-inventory__overdue">{t('inventory:loans.overdue')}</span>
              ) : (
                t('inventory:loans.states.open')
              ),
          },
          {
            key: 'agreement',
            header: t('inventory:loans.columns.agreement'),
            cell: (loan) => (
              <>
                <LoanAgreementLabel loan={loan} />
                {mayResendAgreement(loan) && (
                  <RowActions
                    className="cr-inventory__actions"
                    actions={[
                      {
                        label: t('inventory:loans.resendAgreement'),
                        name: t('inventory:loans.resendAgreementOf', { assetNumber: loan.assetNumber }),
                        onClick: () => resendFor(loan),
                      },
                    ]}
                  />
                )}
              </>
            ),
          },
          {
            key: 'return',
            header: t('inventory:loans.return'),
            hiddenHeader: true,
            cell: (loan) =>
              !loan.returnedAt && (
                <RowActions
                  className="cr-inventory__actions"
                  actions={[
                    {
                      label: t('inventory:loans.return'),
                      name: t('inventory:loans.returnOf', { assetNumber: loan.assetNumber }),
                      onClick: () => setReturning(loan),
                    },
                  ]}
                />
              ),
          },
          {
            key: 'photos',
            header: t('inventoryPhotos:loanPhotos'),
            cell: (loan) => (
              <RowActions
                className="cr-inventory__actions"
                actions={[
                  {
                    label: t('inventoryPhotos:loanPhotos'),
                    name: t('inventoryPhotos:loanPhotosOf', { assetNumber: loan.assetNumber }),
                    onClick: () => setPhotosOf(loan),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {returning && (
        <ReturnLoanModal loan={returning} onSave={save(returning.id)} onClose={() => setReturning(null)} />
      )}
      {photosOf && <LoanPhotosModal loan={photosOf} canAdd onClose={() => setPhotosOf(null)} />}
    </div>
  );
}
