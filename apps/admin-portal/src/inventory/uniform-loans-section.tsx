import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UniformLoan } from '@crescendo/contracts';
import { instrumentConditions, type InstrumentCondition } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { Button, Modal, SelectField } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { InventoryTable } from '@crescendo/inventory-ui';
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
      <InventoryTable
        label={t('inventory:uniforms.lentTitle')}
        pages={pages}
        rows={loans}
        rowKey={(loan) => loan.id}
        empty={<p>{t('inventory:uniforms.lentEmpty')}</p>}
        columns={[
          {
            key: 'number',
            header: t('inventory:uniforms.fields.number'),
            rowHeader: true,
            cell: (loan) => (
              <>
                {loan.number} — {t(`inventory:uniformTypes.${loan.type}`)} {loan.size}
              </>
            ),
          },
          {
            key: 'student',
            header: t('inventory:loans.columns.student'),
            cell: (loan) => nameOf(loan.studentId) ?? t('inventory:loans.formerStudent'),
          },
          {
            key: 'dueOn',
            header: t('inventory:loans.columns.dueOn'),
            cell: (loan) => (
              <>
                {loan.dueOn}
                {loan.overdue && (
                  <span className="cr-inventory__overdue"> {t('inventory:loans.overdue')}</span>
                )}
              </>
            ),
          },
          {
            key: 'return',
            header: t('inventory:uniforms.actions'),
            hiddenHeader: true,
            cell: (loan) => (
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
            ),
          },
        ]}
      />
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
