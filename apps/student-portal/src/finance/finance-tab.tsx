import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FinanceStyles,
  PurchaseTable,
  PurchaseTotals,
  StatementModal,
  usePurchasePages,
} from '@crescendo/finance-ui';
import { Alert, Button, EmptyState, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { LoadMoreButton } from '@crescendo/web-kit';

/**
 * 'Mes Finances' (spec §2, issue 13 §3): my purchases a page at a time ('Charger plus', issue 34), what is
 * left to pay (the totals of all of them, summed by the finance service), and my statement to print.
 */
export function FinanceTab() {
  const { t } = useTranslation(['translation', 'finance']);
  const { me } = useAuth();
  const purchases = usePurchasePages();
  const [statement, setStatement] = useState(false);
  if (purchases.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (purchases.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const list = purchases.data.pages.flatMap((page) => page.purchases);
  if (list.length === 0) return <EmptyState title={t('empty.purchases')} />;
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  return (
    <>
      <FinanceStyles />
      <p>{t('finance:mine.intro')}</p>
      <PurchaseTotals totals={purchases.data.pages[0]!.totals} />
      <div className="fu-toolbar">
        <Button variant="secondary" onClick={() => setStatement(true)} disabled={!me}>
          {t('finance:statement.button')}
        </Button>
      </div>
      <PurchaseTable purchases={list} />
      <LoadMoreButton
        pages={purchases}
        label={t('finance:loadMore')}
        busyLabel={t('app.loadingShort')}
        boxClassName="fu-toolbar"
      />
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
