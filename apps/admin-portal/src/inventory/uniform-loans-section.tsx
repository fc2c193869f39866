import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UniformLoan } from '@crescendo/contracts';
import { instrumentConditions, type InstrumentCondition } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, Modal, SelectField, Spinner, TableScroll } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useReturnUniformLoan, useStudentNames, useUniformLoanPages } from './inventory-api.js';

/** 'Uniformes prêtés': who has which uniform, until when ('En retard'), and its 'Retour' with the condition. */
export function UniformLoansSection() {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const pages = useUniformLoanPages();
  const loans = pages.data?.pages.flatMap((page) => page.loans) ?? [];
  const nameOf = useStudentNames(loans.flatMap((loan) => (loan.studentId ? [loan.studentId] : [])));
  const giveBack = useReturnUniformLoan();
  const [returning, setReturning] = useState<UniformLoan | null>(null);
  const [condition, setCondition] = useState<InstrumentCondition>('good');

  const confirmReturn = (loan: UniformLoan) => {
    setReturning(null);
    void withToasts(
      giveBack.mutateAsync({ loanId: loan.id, condition }),
      t('inventory:loans.returned'),
      (error) => `${t('inventory:uniforms.returnFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  };

  return (
    <section aria-labelledby="cr-uniform-loans" className="cr-inventory">
      <h3 id="cr-uniform-loans">{t('inventory:uniforms.lentTitle')}</h3>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : loans.length === 0 ? (
        <p>{t('inventory:uniforms.lentEmpty')}</p>
      ) : (
        <TableScroll label={t('inventory:uniforms.lentTitle')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory:uniforms.fields.number')}</th>
                <th scope="col">{t('inventory:loans.columns.student')}</th>
                <th scope="col">{t('inventory:loans.columns.dueOn')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventory:uniforms.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loans.map((loan) => (
                <tr key={loan.id}>
                  <th scope="row">
                    {loan.number} — {t(`inventory:uniformTypes.${loan.type}`)} {loan.size}
                  </th>
                  <td>{nameOf(loan.studentId) ?? t('inventory:loans.formerStudent')}</td>
                  <td>
                    {loan.dueOn}
                    {loan.overdue && (
                      <span className="cr-inventory__overdue"> {t('inventory:loans.overdue')}</span>
                    )}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('inventory:uniforms.returnOf', { number: loan.number })}
                      onClick={() => {
                        setCondition('good');
                        setReturning(loan);
                      }}
                    >
                      {t('inventory:loans.return')}
                    </Button>
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
      {returning && (
        <Modal
          open
          onOpenChange={(open) => !open && setReturning(null)}
          title={t('inventory:uniforms.returnTitle', { number: returning.number })}
          confirmLabel={t('inventory:loans.return')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => confirmReturn(returning)}
        >
          <SelectField
            label={t('inventory:uniforms.fields.condition')}
            options={instrumentConditions.map((value) => ({
              value,
              label: t(`inventory:conditions.${value}`),
            }))}
            value={condition}
            onChange={(event) => setCondition(event.target.value as InstrumentCondition)}
          />
        </Modal>
      )}
    </section>
  );
}
