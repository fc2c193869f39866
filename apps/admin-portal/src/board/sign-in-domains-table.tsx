import { useTranslation } from 'react-i18next';
import type { SignInDomain } from '@crescendo/contracts';
import { PagedTable, RowActions } from '@crescendo/web-kit';

export interface SignInDomainsTableProps {
  domains: readonly SignInDomain[];
  onEdit: (domain: SignInDomain) => void;
  onRemove: (domain: SignInDomain) => void;
}

/** Each domain with its provider, school and role ('Aucun domaine…' when none); on a phone the table scrolls in its own box. */
export function SignInDomainsTable({ domains, onEdit, onRemove }: SignInDomainsTableProps) {
  const { t } = useTranslation('board');
  return (
    <PagedTable
      label={t('domains.tableLabel')}
      className="board-table"
      rows={domains}
      rowKey={(domain) => domain.domain}
      rowTestId="sign-in-domain"
      empty={t('domains.empty')}
      columns={[
        {
          key: 'domain',
          header: t('domains.columns.domain'),
          rowHeader: true,
          cell: (domain) => domain.domain,
        },
        {
          key: 'kind',
          header: t('domains.columns.kind'),
          cell: (domain) => t(`domains.kinds.${domain.kind}`),
        },
        { key: 'school', header: t('domains.columns.school'), cell: (domain) => domain.schoolName },
        {
          key: 'role',
          header: t('domains.columns.role'),
          cell: (domain) => t(`domains.roles.${domain.role}`),
        },
        {
          key: 'actions',
          header: t('domains.columns.actions'),
          cell: (domain) => (
            <RowActions
              className="board-row-actions"
              actions={[
                {
                  label: t('domains.edit'),
                  name: t('domains.editNamed', { domain: domain.domain }),
                  onClick: () => onEdit(domain),
                },
                {
                  label: t('domains.remove'),
                  name: t('domains.removeNamed', { domain: domain.domain }),
                  onClick: () => onRemove(domain),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
