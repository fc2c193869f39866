import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listLoansRoute, listUniformLoansRoute, type Loan } from '@crescendo/contracts';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { LoadMoreButton } from '@crescendo/web-kit';
import { LoanPhotosModal } from '@crescendo/web-kit/photos';

/**
 * 'Mes prêts' (issue 27 §3): the instruments and the uniforms the student has, with their due dates,
 * 'En retard', whether the family signed the loan's agreement, and the loan's condition photos (decision 0072).
 */
export function MyLoans() {
  const { t } = useTranslation(['translation', 'inventory', 'inventoryPhotos']);
  const [photosOf, setPhotosOf] = useState<Loan | null>(null);
  const pages = useInfiniteQuery({
    queryKey: ['inventory', 'loans', 'mine'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLoansRoute, { query: { cursor: pageParam, state: 'open' }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const uniformPages = useInfiniteQuery({
    queryKey: ['inventory', 'uniform-loans', 'mine'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listUniformLoansRoute, { query: { cursor: pageParam, state: 'open' }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const loans = pages.data?.pages.flatMap((page) => page.loans) ?? [];
  const uniforms = uniformPages.data?.pages.flatMap((page) => page.loans) ?? [];
  const overdue = <span className="student-loans__overdue"> {t('inventory:loans.overdue')}</span>;
  return (
    <section aria-labelledby="my-loans" className="student-loans">
      <h3 id="my-loans">{t('inventory:loans.mine')}</h3>
      {pages.isPending || uniformPages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError || uniformPages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : loans.length === 0 && uniforms.length === 0 ? (
        <p>{t('inventory:loans.empty')}</p>
      ) : (
        <ul className="student-loans__list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <strong>{loan.type}</strong> ({loan.assetNumber}) —{' '}
              {t('inventory:loans.dueOn', { day: loan.dueOn })}
              {loan.overdue && overdue}
              {/* 'Entente de prêt' (issue 27 §4): where the family's agreement stands. */}
              {loan.agreementRequired && (
                <> · {t(`inventory:loans.agreement.${loan.agreement?.status ?? 'none'}`)}</>
              )}{' '}
              <Button
                variant="secondary"
                aria-label={t('inventoryPhotos:loanPhotosOf', { assetNumber: loan.assetNumber })}
                onClick={() => setPhotosOf(loan)}
              >
                {t('inventoryPhotos:loanPhotos')}
              </Button>
            </li>
          ))}
          {uniforms.map((loan) => (
            <li key={loan.id}>
              <strong>{t(`inventory:uniformTypes.${loan.type}`)}</strong> (
              {t('inventory:loans.uniformOf', { number: loan.number, size: loan.size })}) —{' '}
              {t('inventory:loans.dueOn', { day: loan.dueOn })}
              {loan.overdue && overdue}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={[pages, uniformPages]} label={t('inventory:loadMore')} />
      {photosOf && <LoanPhotosModal loan={photosOf} canAdd={false} onClose={() => setPhotosOf(null)} />}
    </section>
  );
}
