import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uniformTypes, type AddUniformInput, type InventoryUniform } from '@crescendo/contracts';
import { instrumentConditions } from '@crescendo/domain';
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
import { AddUniformModal } from './add-uniform-modal.js';
import { LendUniformModal } from './lend-uniform-modal.js';
import { UniformLoansSection } from './uniform-loans-section.js';
import {
  useAddUniform,
  useDeleteUniform,
  useUniformPages,
  useUpdateUniform,
  type UniformFilters,
} from './inventory-api.js';

const noFilters: UniformFilters = { search: '', type: '', size: '', condition: '' };

/**
 * The 'Uniformes' tab: search, type, size and condition, the list a page at a time, 'Ajouter un uniforme',
 * 'Modifier' and 'Supprimer' (confirmed first, as the scores are).
 */
export function UniformsPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const [filters, setFilters] = useState(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryUniform | null>(null);
  const [removing, setRemoving] = useState<InventoryUniform | null>(null);
  const [lending, setLending] = useState<InventoryUniform | null>(null);
  const pages = useUniformPages(filters);
  const add = useAddUniform();
  const update = useUpdateUniform();
  const remove = useDeleteUniform();
  const set = (change: Partial<UniformFilters>) => setFilters((current) => ({ ...current, ...change }));
  const uniforms = pages.data?.pages.flatMap((page) => page.uniforms) ?? [];

  const save = (uniform: AddUniformInput) =>
    withToasts(add.mutateAsync(uniform), t('inventory:uniforms.added'), t('inventory:uniforms.addFailed'));

  const change = (uniformId: string) => (body: AddUniformInput) =>
    withToasts(
      update.mutateAsync({ uniformId, body }),
      t('inventory:uniforms.changed'),
      t('inventory:uniforms.changeFailed'),
    );

  // The spec's toast, then the server's reason when it refuses.
  const confirmRemove = (uniform: InventoryUniform) => {
    setRemoving(null);
    void withToasts(
      remove.mutateAsync(uniform.id),
      t('inventory:uniforms.removed'),
      (error) => `${t('inventory:uniforms.removeFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  };

  return (
    <div className="cr-inventory">
      <div className="cr-inventory__toolbar">
        <Button onClick={() => setAdding(true)}>{t('inventory:uniforms.add')}</Button>
      </div>
      <div className="cr-inventory__filters">
        <TextField
          type="search"
          label={t('inventory:uniforms.search')}
          hint={t('inventory:uniforms.searchHint')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t('inventory:uniforms.fields.type')}
          placeholder={t('inventory:uniforms.allTypes')}
          options={uniformTypes.map((value) => ({ value, label: t(`inventory:uniformTypes.${value}`) }))}
          value={filters.type}
          onChange={(event) => set({ type: event.target.value as UniformFilters['type'] })}
        />
        <TextField
          label={t('inventory:uniforms.fields.size')}
          hint={t('inventory:uniforms.sizeFilterHint')}
          autoComplete="off"
          value={filters.size}
          onChange={(event) => set({ size: event.target.value })}
        />
        <SelectField
          label={t('inventory:uniforms.fields.condition')}
          placeholder={t('inventory:instruments.allConditions')}
          options={instrumentConditions.map((value) => ({
            value,
            label: t(`inventory:conditions.${value}`),
          }))}
          value={filters.condition}
          onChange={(event) => set({ condition: event.target.value as UniformFilters['condition'] })}
        />
      </div>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : uniforms.length === 0 ? (
        <EmptyState title={t('inventory:uniforms.empty')} />
      ) : (
        <TableScroll label={t('inventory:uniforms.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory:uniforms.fields.number')}</th>
                <th scope="col">{t('inventory:uniforms.fields.type')}</th>
                <th scope="col">{t('inventory:uniforms.fields.size')}</th>
                <th scope="col">{t('inventory:uniforms.fields.condition')}</th>
                <th scope="col">{t('inventory:uniforms.fields.notes')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventory:uniforms.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {uniforms.map((uniform) => (
                <tr key={uniform.id}>
                  <th scope="row">{uniform.number}</th>
                  <td>{t(`inventory:uniformTypes.${uniform.type}`)}</td>
                  <td>{uniform.size}</td>
                  <td>{t(`inventory:conditions.${uniform.condition}`)}</td>
                  <td>{uniform.notes ?? ''}</td>
                  <td>
                    <div className="cr-inventory__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('inventory:uniforms.lendOf', { number: uniform.number })}
                        onClick={() => setLending(uniform)}
                      >
                        {t('inventory:loans.lend')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('inventory:uniforms.editOf', { number: uniform.number })}
                        onClick={() => setEditing(uniform)}
                      >
                        {t('inventory:uniforms.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={t('inventory:uniforms.removeOf', { number: uniform.number })}
                        onClick={() => setRemoving(uniform)}
                      >
                        {t('inventory:uniforms.remove')}
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
      {lending && <LendUniformModal uniform={lending} onClose={() => setLending(null)} />}
      <UniformLoansSection />
      {adding && <AddUniformModal onSave={save} onClose={() => setAdding(false)} />}
      {editing && (
        <AddUniformModal
          key={editing.id}
          uniform={editing}
          onSave={change(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <Modal
          open
          danger
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('inventory:uniforms.removeTitle', { number: removing.number })}
          description={t('inventory:uniforms.removeWarning')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => confirmRemove(removing)}
        />
      )}
    </div>
  );
}
