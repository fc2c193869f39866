import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listLoansRoute } from '@crescendo/contracts';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';

/** 'Mes prêts' (issue 27 §3): the instruments the student has, with their due dates and 'En retard'. */
export function MyLoans() {
  const { t } = useTranslation(['translation', 'inventory']);
  const pages = useInfiniteQuery({
    queryKey: ['inventory', 'loans', 'mine'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLoansRoute, { query: { cursor: pageParam, state: 'open' }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const loans = pages.data?.pages.flatMap((page) => page.loans) ?? [];
  return (
    <section aria-labelledby="my-loans" className="student-loans">
      <h3 id="my-loans">{t('inventory:loans.mine')}</h3>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : loans.length === 0 ? (
        <p>{t('inventory:loans.empty')}</p>
      ) : (
        <ul className="student-loans__list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <strong>{loan.type}</strong> ({loan.assetNumber}) —{' '}
              {t('inventory:loans.dueOn', { day: loan.dueOn })}
              {loan.overdue && (
                <span className="student-loans__overdue"> {t('inventory:loans.overdue')}</span>
              )}
            </li>
          ))}
        </ul>
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
    </section>
  );
}
