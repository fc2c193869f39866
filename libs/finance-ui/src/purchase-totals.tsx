import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { purchaseTotalsSchema } from '@crescendo/contracts';
import { formatMoney } from '@crescendo/i18n';
import { useLanguage } from '@crescendo/web-kit';

type Totals = z.output<typeof purchaseTotalsSchema>;

/** A list's totals per currency: bought, paid, still to pay (never added across currencies). */
export function PurchaseTotals({ totals }: { totals: readonly Totals[] }) {
  const { t } = useTranslation('finance');
  const lang = useLanguage();
  if (totals.length === 0) return <p className="fu-totals__none">{t('totals.none')}</p>;
  return (
    <section aria-label={t('totals.title')} className="fu-totals">
      {totals.map((total) => (
        <dl key={total.currency} className="fu-totals__currency" data-testid={`totals-${total.currency}`}>
          <div>
            <dt>{t('totals.total')}</dt>
            <dd>
              {formatMoney(total.totalCents, total.currency, lang)}{' '}
              <small>({t('totals.count', { count: total.count })})</small>
            </dd>
          </div>
          <div>
            <dt>{t('totals.paid')}</dt>
            <dd>{formatMoney(total.paidCents, total.currency, lang)}</dd>
          </div>
          <div className="fu-totals__unpaid">
            <dt>{t('totals.unpaid')}</dt>
            <dd data-testid={`unpaid-${total.currency}`}>
              {formatMoney(total.unpaidCents, total.currency, lang)}
            </dd>
          </div>
        </dl>
      ))}
    </section>
  );
}
