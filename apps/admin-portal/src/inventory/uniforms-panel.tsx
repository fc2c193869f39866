import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uniformTypes, type AddUniformInput, type InventoryUniform } from '@crescendo/contracts';
import { instrumentConditions } from '@crescendo/domain';
import { Modal, TextField } from '@crescendo/ui';
import { RowActions } from '@crescendo/web-kit';
import { InventoryTable } from '@crescendo/inventory-ui';
import { AddUniformModal } from './add-uniform-modal.js';
import { LendUniformModal } from './lend-uniform-modal.js';
import { UniformLoansSection } from './uniform-loans-section.js';
import { CatalogueCsvActions, csvToolbarClass } from './catalogue-csv-actions.js';
import { useCatalogueChanges } from './inventory-changes.js';
import { CatalogueTab, ChoiceFilter, useFilters } from './inventory-filters.js';
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
  const { t } = useTranslation(['translation', 'inventory']);
  const [filters, set] = useFilters(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryUniform | null>(null);
  const [removing, setRemoving] = useState<InventoryUniform | null>(null);
  const [lending, setLending] = useState<InventoryUniform | null>(null);
  const pages = useUniformPages(filters);
  const add = useAddUniform();
  const update = useUpdateUniform();
  const remove = useDeleteUniform();
  const uniforms = pages.data?.pages.flatMap((page) => page.uniforms) ?? [];

  const { save, change, confirmRemove } = useCatalogueChanges<AddUniformInput>('uniforms', {
    add: (uniform) => add.mutateAsync(uniform),
    update: (uniformId, body) => update.mutateAsync({ uniformId, body }),
    remove: (uniformId) => remove.mutateAsync(uniformId),
  });

  return (
    <CatalogueTab
      kind="uniforms"
      toolbarClassName={csvToolbarClass}
      tools={<CatalogueCsvActions kind="uniforms" filters={filters} />}
      onAdd={() => setAdding(true)}
      search={filters.search}
      onSearch={(search) => set({ search })}
      filters={
        <>
          <ChoiceFilter
            label={t('inventory:uniforms.fields.type')}
            placeholder={t('inventory:uniforms.allTypes')}
            values={uniformTypes}
            say={(type) => t(`inventory:uniformTypes.${type}`)}
            value={filters.type}
            onChange={(type) => set({ type })}
          />
          <TextField
            label={t('inventory:uniforms.fields.size')}
            hint={t('inventory:uniforms.sizeFilterHint')}
            autoComplete="off"
            value={filters.size}
            onChange={(event) => set({ size: event.target.value })}
          />
          <ChoiceFilter
            label={t('inventory:uniforms.fields.condition')}
            placeholder={t('inventory:instruments.allConditions')}
            values={instrumentConditions}
            say={(condition) => t(`inventory:conditions.${condition}`)}
            value={filters.condition}
            onChange={(condition) => set({ condition })}
          />
        </>
      }
    >
      <InventoryTable
        label={t('inventory:uniforms.tableLabel')}
        pages={pages}
        rows={uniforms}
        rowKey={(uniform) => uniform.id}
        empty={t('inventory:uniforms.empty')}
        columns={[
          {
            key: 'number',
            header: t('inventory:uniforms.fields.number'),
            rowHeader: true,
            cell: (uniform) => uniform.number,
          },
          {
            key: 'type',
            header: t('inventory:uniforms.fields.type'),
            cell: (uniform) => t(`inventory:uniformTypes.${uniform.type}`),
          },
          { key: 'size', header: t('inventory:uniforms.fields.size'), cell: (uniform) => uniform.size },
          {
            key: 'condition',
            header: t('inventory:uniforms.fields.condition'),
            cell: (uniform) => t(`inventory:conditions.${uniform.condition}`),
          },
          {
            key: 'notes',
            header: t('inventory:uniforms.fields.notes'),
            cell: (uniform) => uniform.notes ?? '',
          },
          {
            key: 'actions',
            header: t('inventory:uniforms.actions'),
            hiddenHeader: true,
            cell: (uniform) => (
              <RowActions
                className="cr-inventory__actions"
                actions={[
                  {
                    label: t('inventory:loans.lend'),
                    name: t('inventory:uniforms.lendOf', { number: uniform.number }),
                    onClick: () => setLending(uniform),
                  },
                  {
                    label: t('inventory:uniforms.edit'),
                    name: t('inventory:uniforms.editOf', { number: uniform.number }),
                    onClick: () => setEditing(uniform),
                  },
                  {
                    label: t('inventory:uniforms.remove'),
                    name: t('inventory:uniforms.removeOf', { number: uniform.number }),
                    onClick: () => setRemoving(uniform),
                    variant: 'danger',
                  },
                ]}
              />
            ),
          },
        ]}
      />
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
          onConfirm={() => {
            setRemoving(null);
            confirmRemove(removing.id);
          }}
        />
      )}
    </CatalogueTab>
  );
}
