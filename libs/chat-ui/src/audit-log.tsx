import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { TableScroll } from '@crescendo/ui';
import { useMessageAudit } from './chat-api.js';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';

/** The admin's deletions log: who removed which message, when, and what it said. */
export function AuditLog({ groups }: { groups: Group[] }) {
  const { t } = useTranslation(['chat', 'translation']);
  const language = useLanguage();
  const query = useMessageAudit();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const groupName = (id: string) => groups.find((group) => group.id === id)?.name ?? '';
  return (
    <section className="ch-card" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      {entries.length === 0 ? (
        <p className="ch-muted">{t('audit.empty')}</p>
      ) : (
        <TableScroll label={t('audit.title')}>
          <table className="ch-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.group')}</th>
                <th scope="col">{t('audit.by')}</th>
                <th scope="col">{t('audit.content')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at, language)}</td>
                  <td>{groupName(entry.groupId)}</td>
                  <td>{entry.actorRole === 'admin' ? t('audit.admin') : t('audit.teacher')}</td>
                  <td>{entry.content ?? t('erased')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMoreButton pages={query} label={t('loadMore')} busyLabel={t('translation:app.loadingShort')} />
    </section>
  );
}
