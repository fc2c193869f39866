import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs } from '@crescendo/ui';
import { AuditsPanel } from '@crescendo/inventory-ui';
import { BoardPanel } from './board-panel.js';
import { InstrumentsPanel } from './instruments-panel.js';
import { InventoryStyles } from './inventory-styles.js';
import { LoansPanel } from './loans-panel.js';
import { ReplacementPlanPanel } from './replacement-plan-panel.js';
import { ScoresPanel } from './scores-panel.js';
import { UniformsPanel } from './uniforms-panel.js';

const tabs = ['instruments', 'scores', 'uniforms', 'loans', 'audits', 'replacement', 'board'] as const;
type InventoryTab = (typeof tabs)[number];

/**
 * Admin 'Inventaire' (/admin/inventaire): the school's instruments, its scores, uniforms, the loans and the
 * physical inventories (issue 27), the replacement plan (§7) and the board's schools (§8).
 */
export function InventoryPage() {
  const { t } = useTranslation(['translation', 'inventory', 'inventoryPlan', 'inventoryBoard']);
  const [tab, setTab] = useState<InventoryTab>('instruments');
  return (
    <>
      <InventoryStyles />
      <PageHeader
        title={t('admin.pages.inventaire.title')}
        description={t('admin.pages.inventaire.description')}
      />
      <Tabs
        label={t('admin.pages.inventaire.title')}
        items={tabs.map((value) => ({
          value,
          label:
            value === 'replacement'
              ? t('inventoryPlan:tab')
              : value === 'board'
                ? t('inventoryBoard:tab')
                : t(`inventory:tabs.${value}`),
        }))}
        value={tab}
        onValueChange={(value) => setTab(value as InventoryTab)}
      >
        {tab === 'instruments' ? (
          <InstrumentsPanel />
        ) : tab === 'scores' ? (
          <ScoresPanel />
        ) : tab === 'uniforms' ? (
          <UniformsPanel />
        ) : tab === 'loans' ? (
          <LoansPanel />
        ) : tab === 'audits' ? (
          <AuditsPanel />
        ) : tab === 'board' ? (
          <BoardPanel />
        ) : (
          <ReplacementPlanPanel />
        )}
      </Tabs>
    </>
  );
}
