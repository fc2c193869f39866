import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FinanceStyles,
  PurchaseTable,
  PurchaseTotals,
  StatementModal,
  usePurchases,
} from '@crescendo/finance-ui';
import { Alert, Button, EmptyState, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';

/** 'Mes Finances' (spec §2, issue 13 §3): my purchases, what is left to pay, and my statement to print. */
export function FinanceTab() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const purchases = usePurchases();
  const [statement, setStatement] = useState(false);
  if (purchases.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (purchases.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const { purchases: list, totals } = purchases.data;
  if (list.length === 0) return <EmptyState title={t('empty.purchases')} />;
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  return (
    <>
      <FinanceStyles />
      <p>{t('finance.mine.intro')}</p>
      <PurchaseTotals totals={totals} />
      <div className="fu-toolbar">
        <Button variant="secondary" onClick={() => setStatement(true)} disabled={!me}>
          {t('finance.statement.button')}
        </Button>
      </div>
      <PurchaseTable purchases={list} />
      {statement && me && (
        <StatementModal
          students={[{ id: me.id, name }]}
          initialStudentId={me.id}
          onClose={() => setStatement(false)}
        />
      )}
    </>
  );
}
