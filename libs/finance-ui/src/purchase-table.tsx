import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedPurchase } from '@crescendo/contracts';
import { formatMoney, formatShortDate } from '@crescendo/i18n';
import { Button, TableScroll } from '@crescendo/ui';
import { PurchaseStatus } from './purchase-status.js';
import { useLanguage } from '@crescendo/web-kit';

export interface PurchaseActions {
  onPay: (purchase: ListedPurchase) => void;
  onReversePayment: (purchase: ListedPurchase) => void;
  onCancel: (purchase: ListedPurchase) => void;
}

export interface PurchaseTableProps {
  purchases: readonly ListedPurchase[];
  /** The student's name for each purchase: shown in a column of its own when given (staff). */
  studentName?: (purchase: ListedPurchase) => string;
  /** Staff's moves on each purchase; none for the student. */
  actions?: PurchaseActions;
}

// The inventory's photo viewer (decision 0078), loaded when a charge's 'Photos' is first opened.
const LoanPhotosModal = lazy(() =>
  import('@crescendo/web-kit/photos').then((module) => ({ default: module.LoanPhotosModal })),
);

/**
 * Purchases, newest first: date, (student), item, amount in the currency it was recorded in, status — and, for
 * a charge for an instrument lost or damaged by negligence, 'Photos': the loan's return photos and repair quote,
 * its evidence (issue 27 §5, decision 0078), which the student and the school's staff may see. Wide on a phone: the table scrolls sideways in its own region, which the keyboard reaches too.
 */
export function PurchaseTable({ purchases, studentName, actions }: PurchaseTableProps) {
  const { t } = useTranslation(['finance', 'inventoryPhotos']);
  const lang = useLanguage();
  const [photosOf, setPhotosOf] = useState<ListedPurchase | null>(null);
  const withEvidence = purchases.some((purchase) => purchase.inventoryLoanId);
  const named = (
    action: 'purchases.markPaid' | 'purchases.cancel' | 'purchases.reversePayment',
    purchase: ListedPurchase,
  ) => t('purchases.named', { action: t(action), item: purchase.item });
  return (
    <>
      <TableScroll label={t('purchases.tableLabel')}>
        <table className="fu-table">
          <thead>
            <tr>
              <th scope="col">{t('purchases.columns.date')}</th>
              {studentName && <th scope="col">{t('purchases.columns.student')}</th>}
              <th scope="col">{t('purchases.columns.item')}</th>
              <th scope="col" className="fu-amount">
                {t('purchases.columns.amount')}
              </th>
              <th scope="col">{t('purchases.columns.status')}</th>
              {withEvidence && <th scope="col">{t('inventoryPhotos:loanPhotos')}</th>}
              {actions && <th scope="col">{t('purchases.columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr key={purchase.id} data-testid="purchase-row" className={`fu-row--${purchase.status}`}>
                <td>{formatShortDate(purchase.createdAt, lang)}</td>
                {studentName && <td>{studentName(purchase)}</td>}
                <th scope="row">{purchase.item}</th>
                <td className="fu-amount">{formatMoney(purchase.amountCents, purchase.currency, lang)}</td>
                <td>
                  <PurchaseStatus status={purchase.status} />
                  {purchase.paidAt && (
                    <small className="fu-muted">
                      {' '}
                      {t('purchases.paidOn', { date: formatShortDate(purchase.paidAt, lang) })}
                    </small>
                  )}
                </td>
                {withEvidence && (
                  <td>
                    {purchase.inventoryLoanId && (
                      <Button
                        variant="secondary"
                        aria-label={t('inventoryPhotos:loanPhotosOf', { assetNumber: purchase.item })}
                        onClick={() => setPhotosOf(purchase)}
                      >
                        {t('inventoryPhotos:loanPhotos')}
                      </Button>
                    )}
                  </td>
                )}
                {actions && (
                  <td>
                    <div className="fu-actions">
                      {purchase.status === 'credit' && (
                        <>
                          <Button
                            aria-label={named('purchases.markPaid', purchase)}
                            onClick={() => actions.onPay(purchase)}
                          >
                            {t('purchases.markPaid')}
                          </Button>
                          <Button
                            variant="ghost"
                            aria-label={named('purchases.cancel', purchase)}
                            onClick={() => actions.onCancel(purchase)}
                          >
                            {t('purchases.cancel')}
                          </Button>
                        </>
                      )}
                      {purchase.status === 'paid' && (
                        <Button
                          variant="secondary"
                          aria-label={named('purchases.reversePayment', purchase)}
                          onClick={() => actions.onReversePayment(purchase)}
                        >
                          {t('purchases.reversePayment')}
                        </Button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {photosOf?.inventoryLoanId && (
        <Suspense fallback={null}>
          <LoanPhotosModal
            loan={{
              id: photosOf.inventoryLoanId,
              assetNumber: photosOf.item,
              returnedAt: photosOf.createdAt,
            }}
            canAdd={false}
            onClose={() => setPhotosOf(null)}
          />
        </Suspense>
      )}
    </>
  );
}
