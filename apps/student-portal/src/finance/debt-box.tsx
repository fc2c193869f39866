import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePurchasePages } from '@crescendo/finance-ui';
import { useLanguage } from '@crescendo/web-kit';
import { formatMoney } from '@crescendo/i18n';

/**
 * Spec §2: the side panel's debt box — what I still have to pay (the sum of my unpaid purchases, per
 * currency, spec §4) — linking to the Finance tab. The sum is the finance service's, over every purchase
 * (never the pages loaded); it reads the same query as the tab, so both move together.
 */
export function DebtBox() {
  const { t } = useTranslation('finance');
  const lang = useLanguage();
  const totals = usePurchasePages().data?.pages[0]?.totals;
  if (!totals) return null;
  const debt = totals.filter((total) => total.unpaidCents > 0);
  return (
    <section aria-labelledby="debt-box" className="student-debt" data-testid="debt-box">
      <h3 id="debt-box">{t('debt.title')}</h3>
      {debt.length === 0 ? (
        <p>{t('debt.none')}</p>
      ) : (
        <dl>
          {debt.map((owed) => (
            <div key={owed.currency}>
              <dt>{t('debt.owed')}</dt>
              <dd className="student-debt__amount">{formatMoney(owed.unpaidCents, owed.currency, lang)}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link to={{ search: '?tab=finance' }}>{t('debt.link')}</Link>
    </section>
  );
}
