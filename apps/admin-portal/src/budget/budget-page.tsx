import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinanceStyles, StaffPurchasesPage } from '@crescendo/finance-ui';
import { Alert, PageHeader, Spinner, Tabs } from '@crescendo/ui';
import { useOrganizationGroups } from '../groups/admin-groups-api.js';
import { BudgetPanel } from './budget-panel.js';

const tabs = ['budget', 'purchases'] as const;
type BudgetTab = (typeof tabs)[number];

/** Admin 'Budget' (/admin/budget): the school year's budget, and the students' purchases of the organisation. */
export function BudgetPage() {
  const { t } = useTranslation(['translation', 'finance']);
  const [tab, setTab] = useState<BudgetTab>('budget');
  const groups = useOrganizationGroups();
  return (
    <>
      <FinanceStyles />
      <PageHeader title={t('admin.pages.budget.title')} description={t('admin.pages.budget.description')} />
      <Tabs
        label={t('admin.pages.budget.title')}
        items={tabs.map((value) => ({ value, label: t(`finance:budget.tabs.${value}`) }))}
        value={tab}
        onValueChange={(value) => setTab(value as BudgetTab)}
      >
        {tab === 'budget' ? (
          <BudgetPanel />
        ) : groups.isPending ? (
          <Spinner label={t('app.loadingShort')} />
        ) : groups.isError ? (
          <Alert tone="error">{t('app.loadFailed')}</Alert>
        ) : (
          <StaffPurchasesPage groups={groups.data.groups} groupId={null} allScope="organisation" />
        )}
      </Tabs>
    </>
  );
}
