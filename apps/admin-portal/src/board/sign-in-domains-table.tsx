import { useTranslation } from 'react-i18next';
import type { SignInDomain } from '@crescendo/contracts';
import { Button, TableScroll } from '@crescendo/ui';

export interface SignInDomainsTableProps {
  domains: readonly SignInDomain[];
  onEdit: (domain: SignInDomain) => void;
  onRemove: (domain: SignInDomain) => void;
}

/** Each domain with its provider, school and role; on a phone the table scrolls in its own box. */
export function SignInDomainsTable({ domains, onEdit, onRemove }: SignInDomainsTableProps) {
  const { t } = useTranslation('board');
  return (
    <TableScroll label={t('domains.tableLabel')}>
      <table className="board-table">
        <thead>
          <tr>
            <th scope="col">{t('domains.columns.domain')}</th>
            <th scope="col">{t('domains.columns.kind')}</th>
            <th scope="col">{t('domains.columns.school')}</th>
            <th scope="col">{t('domains.columns.role')}</th>
            <th scope="col">{t('domains.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {domains.map((domain) => (
            <tr key={domain.domain} data-testid="sign-in-domain">
              <th scope="row">{domain.domain}</th>
              <td>{t(`domains.kinds.${domain.kind}`)}</td>
              <td>{domain.schoolName}</td>
              <td>{t(`domains.roles.${domain.role}`)}</td>
              <td>
                <div className="board-row-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('domains.editNamed', { domain: domain.domain })}
                    onClick={() => onEdit(domain)}
                  >
                    {t('domains.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('domains.removeNamed', { domain: domain.domain })}
                    onClick={() => onRemove(domain)}
                  >
                    {t('domains.remove')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
