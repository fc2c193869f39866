import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@crescendo/i18n';
import { EmptyState, TableScroll } from '@crescendo/ui';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';
import { usePolicyChanges } from './policies-api.js';
import { usePolicyWords } from './policy-words.js';

/** 'Journal des modifications': each change, newest first, with who made it, when, and where. */
export function PolicyChangesLog() {
  const { t } = useTranslation(['translation', 'board']);
  const lang = useLanguage();
  const pages = usePolicyChanges();
  const words = usePolicyWords();
  const changes = pages.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <section className="policy-log" aria-labelledby="policy-log-title">
      <h2 id="policy-log-title">{t('board:policies.log.title')}</h2>
      {pages.isSuccess && changes.length === 0 ? (
        <EmptyState title={t('board:policies.log.empty')} />
      ) : (
        <TableScroll label={t('board:policies.log.tableLabel')}>
          <table className="board-table">
            <thead>
              <tr>
                <th scope="col">{t('board:policies.log.when')}</th>
                <th scope="col">{t('board:policies.log.who')}</th>
                <th scope="col">{t('board:policies.log.where')}</th>
                <th scope="col">{t('board:policies.log.setting')}</th>
                <th scope="col">{t('board:policies.log.value')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id} data-testid="policy-change">
                  <td>{formatDateTime(change.changedAt, lang)}</td>
                  <td>{change.changedBy ?? t('board:policies.log.unknownPerson')}</td>
                  <td>
                    {change.groupId
                      ? t('board:policies.log.group', { school: change.organizationName })
                      : change.organizationName}
                  </td>
                  <td>{words.label(change.key)}</td>
                  <td>{words.value(change.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMoreButton pages={pages} label={t('board:policies.log.more')} boxClassName="board-more" />
    </section>
  );
}
