import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreEnsembles, type AddScoreInput, type InventoryScoreSummary } from '@crescendo/contracts';
import { Alert, Modal } from '@crescendo/ui';
import { RowActions } from '@crescendo/web-kit';
import { InventoryTable } from '@crescendo/inventory-ui';
import { AddScoreModal } from './add-score-modal.js';
import { CatalogueCsvActions, csvToolbarClass } from './catalogue-csv-actions.js';
import { useCatalogueChanges } from './inventory-changes.js';
import { CatalogueTab, ChoiceFilter, useFilters } from './inventory-filters.js';
import {
  useAddScore,
  useDeleteScore,
  useScore,
  useScorePages,
  useUpdateScore,
  type ScoreFilters,
} from './inventory-api.js';

const noFilters: ScoreFilters = { search: '', ensemble: '' };

/**
 * The 'Partitions' tab: search, the ensemble, the list a page at a time, 'Ajouter une partition', 'Modifier' and
 * 'Supprimer' (confirmed first, as the budget's categories are).
 */
export function ScoresPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const [filters, set] = useFilters(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<InventoryScoreSummary | null>(null);
  const pages = useScorePages(filters);
  const add = useAddScore();
  const update = useUpdateScore();
  const remove = useDeleteScore();
  // A page lists each score's parts counted: the dialog to change one reads it whole.
  const edited = useScore(editing);
  const scores = pages.data?.pages.flatMap((page) => page.scores) ?? [];
  const number = new Intl.NumberFormat(i18n.language);

  const { save, change, confirmRemove } = useCatalogueChanges<AddScoreInput>('scores', {
    add: (score) => add.mutateAsync(score),
    update: (scoreId, body) => update.mutateAsync({ scoreId, body }),
    remove: (scoreId) => remove.mutateAsync(scoreId),
  });

  return (
    <CatalogueTab
      kind="scores"
      toolbarClassName={csvToolbarClass}
      tools={<CatalogueCsvActions kind="scores" filters={filters} />}
      onAdd={() => setAdding(true)}
      search={filters.search}
      onSearch={(search) => set({ search })}
      filters={
        <ChoiceFilter
          label={t('inventory:scores.fields.ensemble')}
          placeholder={t('inventory:scores.allEnsembles')}
          values={scoreEnsembles}
          say={(ensemble) => t(`inventory:ensembles.${ensemble}`)}
          value={filters.ensemble}
          onChange={(ensemble) => set({ ensemble })}
        />
      }
    >
      <InventoryTable
        label={t('inventory:scores.tableLabel')}
        pages={pages}
        rows={scores}
        rowKey={(score) => score.id}
        empty={t('inventory:scores.empty')}
        columns={[
          {
            key: 'title',
            header: t('inventory:scores.fields.title'),
            rowHeader: true,
            cell: (score) => (
              <>
                {score.title}
                {score.ownership === 'rented' && score.returnOn && (
                  <div>{t('inventory:scores.rentedUntil', { day: score.returnOn })}</div>
                )}
              </>
            ),
          },
          {
            key: 'composer',
            header: t('inventory:scores.fields.composer'),
            cell: (score) => [score.composer, score.arranger].filter(Boolean).join(' / '),
          },
          {
            key: 'ensemble',
            header: t('inventory:scores.fields.ensemble'),
            cell: (score) => t(`inventory:ensembles.${score.ensemble}`),
          },
          {
            key: 'level',
            header: t('inventory:scores.fields.level'),
            cell: (score) => (score.level === null ? '' : number.format(score.level)),
          },
          {
            key: 'copies',
            header: t('inventory:scores.fields.copies'),
            cell: (score) =>
              t('inventory:scores.copiesOfParts', { copies: score.copies, count: score.partCount }),
          },
          {
            key: 'actions',
            header: t('inventory:scores.actions'),
            hiddenHeader: true,
            cell: (score) => (
              <RowActions
                className="cr-inventory__actions"
                actions={[
                  {
                    label: t('inventory:scores.edit'),
                    name: t('inventory:scores.editOf', { title: score.title }),
                    onClick: () => setEditing(score.id),
                  },
                  {
                    label: t('inventory:scores.remove'),
                    name: t('inventory:scores.removeOf', { title: score.title }),
                    onClick: () => setRemoving(score),
                    variant: 'danger',
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {adding && <AddScoreModal onSave={save} onClose={() => setAdding(false)} />}
      {editing && edited.isError && <Alert tone="error">{t('app.loadFailed')}</Alert>}
      {editing && edited.data && (
        <AddScoreModal
          key={edited.data.id}
          score={edited.data}
          onSave={change(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <Modal
          open
          danger
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('inventory:scores.removeTitle', { title: removing.title })}
          description={t('inventory:scores.removeWarning')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            setRemoving(null);
            confirmRemove(removing.id);
          }}
        />
      )}
    </CatalogueTab>
  );
}
