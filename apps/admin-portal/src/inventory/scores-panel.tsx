import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreEnsembles, type AddScoreInput, type InventoryScoreSummary } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import {
  Alert,
  Button,
  EmptyState,
  Modal,
  SelectField,
  Spinner,
  TableScroll,
  TextField,
} from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { AddScoreModal } from './add-score-modal.js';
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
  const [filters, setFilters] = useState(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<InventoryScoreSummary | null>(null);
  const pages = useScorePages(filters);
  const add = useAddScore();
  const update = useUpdateScore();
  const remove = useDeleteScore();
  // A page lists each score's parts counted: the dialog to change one reads it whole.
  const edited = useScore(editing);
  const set = (change: Partial<ScoreFilters>) => setFilters((current) => ({ ...current, ...change }));
  const scores = pages.data?.pages.flatMap((page) => page.scores) ?? [];
  const number = new Intl.NumberFormat(i18n.language);

  const save = (score: AddScoreInput) =>
    withToasts(add.mutateAsync(score), t('inventory:scores.added'), t('inventory:scores.addFailed'));

  const change = (scoreId: string) => (body: AddScoreInput) =>
    withToasts(
      update.mutateAsync({ scoreId, body }),
      t('inventory:scores.changed'),
      t('inventory:scores.changeFailed'),
    );

  // The spec's toast, then the server's reason when it refuses.
  const confirmRemove = (score: InventoryScoreSummary) => {
    setRemoving(null);
    void withToasts(
      remove.mutateAsync(score.id),
      t('inventory:scores.removed'),
      (error) => `${t('inventory:scores.removeFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  };

  return (
    <div className="cr-inventory">
      <div className="cr-inventory__toolbar">
        <Button onClick={() => setAdding(true)}>{t('inventory:scores.add')}</Button>
      </div>
      <div className="cr-inventory__filters">
        <TextField
          type="search"
          label={t('inventory:scores.search')}
          hint={t('inventory:scores.searchHint')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t('inventory:scores.fields.ensemble')}
          placeholder={t('inventory:scores.allEnsembles')}
          options={scoreEnsembles.map((value) => ({ value, label: t(`inventory:ensembles.${value}`) }))}
          value={filters.ensemble}
          onChange={(event) => set({ ensemble: event.target.value as ScoreFilters['ensemble'] })}
        />
      </div>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : scores.length === 0 ? (
        <EmptyState title={t('inventory:scores.empty')} />
      ) : (
        <TableScroll label={t('inventory:scores.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory:scores.fields.title')}</th>
                <th scope="col">{t('inventory:scores.fields.composer')}</th>
                <th scope="col">{t('inventory:scores.fields.ensemble')}</th>
                <th scope="col">{t('inventory:scores.fields.level')}</th>
                <th scope="col">{t('inventory:scores.fields.copies')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventory:scores.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {scores.map((score) => (
                <tr key={score.id}>
                  <th scope="row">
                    {score.title}
                    {score.ownership === 'rented' && score.returnOn && (
                      <div>{t('inventory:scores.rentedUntil', { day: score.returnOn })}</div>
                    )}
                  </th>
                  <td>{[score.composer, score.arranger].filter(Boolean).join(' / ')}</td>
                  <td>{t(`inventory:ensembles.${score.ensemble}`)}</td>
                  <td>{score.level === null ? '' : number.format(score.level)}</td>
                  <td>
                    {t('inventory:scores.copiesOfParts', { copies: score.copies, count: score.partCount })}
                  </td>
                  <td>
                    <div className="cr-inventory__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('inventory:scores.editOf', { title: score.title })}
                        onClick={() => setEditing(score.id)}
                      >
                        {t('inventory:scores.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={t('inventory:scores.removeOf', { title: score.title })}
                        onClick={() => setRemoving(score)}
                      >
                        {t('inventory:scores.remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
          onConfirm={() => confirmRemove(removing)}
        />
      )}
    </div>
  );
}
