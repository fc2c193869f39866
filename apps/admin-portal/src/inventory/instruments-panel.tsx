import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddInstrumentInput, InventoryInstrument, PrintLabelsInput } from '@crescendo/contracts';
import { instrumentAvailabilities, instrumentConditions, instrumentFamilies } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { Button, toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { RowActions } from '@crescendo/web-kit';
import { InventoryTable } from '@crescendo/inventory-ui';
import { AddInstrumentModal } from './add-instrument-modal.js';
import { InstrumentDetailsModal } from './instrument-details-modal.js';
import { InstrumentsCsvActions } from './instruments-csv-actions.js';
import { LendInstrumentModal } from './lend-instrument-modal.js';
import { useCatalogueChanges } from './inventory-changes.js';
import { CatalogueTab, ChoiceFilter, useFilters } from './inventory-filters.js';
import {
  useAddInstrument,
  useInstrumentPages,
  useUpdateInstrument,
  type InstrumentFilters,
} from './inventory-api.js';
import { usePrintLabels } from './labels-api.js';
import { LabelStyles, PrintLabelsModal } from './print-labels-modal.js';

const noFilters: InstrumentFilters = { search: '', family: '', condition: '', availability: '' };

/**
 * The 'Instruments' tab: search, filters, the list a page at a time, 'Ajouter un instrument', 'Exporter (CSV)'
 * and 'Importer (CSV)', and 'Imprimer les étiquettes' of the instruments chosen with their checkboxes (or of
 * the whole filter).
 */
export function InstrumentsPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryLabels', 'inventoryRepairs']);
  const { me } = useAuth();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const printLabels = usePrintLabels();
  const [filters, set] = useFilters(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryInstrument | null>(null);
  const [detailed, setDetailed] = useState<InventoryInstrument | null>(null);
  const [lending, setLending] = useState<InventoryInstrument | null>(null);
  const update = useUpdateInstrument();
  const pages = useInstrumentPages(filters);
  const add = useAddInstrument();
  const instruments = pages.data?.pages.flatMap((page) => page.instruments) ?? [];
  const allShownChosen = instruments.length > 0 && instruments.every((i) => chosen.has(i.id));
  const choose = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  /** The school's name on each label, as the person's membership names it. */
  const school =
    me?.memberships?.find((m) => m.organizationId === me.organizationId)?.organizationName ?? null;

  const print = async (input: PrintLabelsInput) => {
    try {
      const reply = await printLabels.mutateAsync({
        ...input,
        heading: school,
        language: i18n.language === 'en' ? 'en' : 'fr',
      });
      toast.success(t('inventoryLabels:printed', { labels: reply.labels, sheets: reply.sheets }));
      return reply;
    } catch (error) {
      toast.error(`${t('inventoryLabels:failed')} ${describeError(error, i18n)}`);
      throw error;
    }
  };

  const { save, change } = useCatalogueChanges<AddInstrumentInput>('instruments', {
    add: (instrument) => add.mutateAsync(instrument),
    update: (instrumentId, body) => update.mutateAsync({ instrumentId, body }),
  });

  return (
    <CatalogueTab
      kind="instruments"
      toolbarClassName="cr-labels__bar"
      tools={
        <>
          {chosen.size > 0 && (
            <>
              <span role="status">{t('inventoryLabels:chosen', { count: chosen.size })}</span>
              <Button variant="secondary" onClick={() => setChosen(new Set())}>
                {t('inventoryLabels:clear')}
              </Button>
            </>
          )}
          <InstrumentsCsvActions filters={filters} />
          <Button variant="secondary" onClick={() => setPrinting(true)}>
            {t('inventoryLabels:print')}
          </Button>
        </>
      }
      onAdd={() => setAdding(true)}
      search={filters.search}
      onSearch={(search) => set({ search })}
      filters={
        <>
          <ChoiceFilter
            label={t('inventory:instruments.fields.family')}
            placeholder={t('inventory:instruments.allFamilies')}
            values={instrumentFamilies}
            say={(family) => t(`inventory:families.${family}`)}
            value={filters.family}
            onChange={(family) => set({ family })}
          />
          <ChoiceFilter
            label={t('inventory:instruments.fields.condition')}
            placeholder={t('inventory:instruments.allConditions')}
            values={instrumentConditions}
            say={(condition) => t(`inventory:conditions.${condition}`)}
            value={filters.condition}
            onChange={(condition) => set({ condition })}
          />
          <ChoiceFilter
            label={t('inventory:instruments.fields.availability')}
            placeholder={t('inventory:instruments.allAvailabilities')}
            values={instrumentAvailabilities}
            say={(availability) => t(`inventory:availability.${availability}`)}
            value={filters.availability}
            onChange={(availability) => set({ availability })}
          />
        </>
      }
    >
      <LabelStyles />
      <InventoryTable
        label={t('inventory:instruments.tableLabel')}
        pages={pages}
        rows={instruments}
        rowKey={(instrument) => instrument.id}
        empty={t('inventory:instruments.empty')}
        columns={[
          {
            key: 'chosen',
            header: (
              <label className="cr-labels__pick">
                <input
                  type="checkbox"
                  checked={allShownChosen}
                  onChange={(event) =>
                    choose(
                      instruments.map((i) => i.id),
                      event.target.checked,
                    )
                  }
                />
                <span className="cr-visually-hidden">{t('inventoryLabels:chooseAll')}</span>
              </label>
            ),
            cell: (instrument) => (
              <label className="cr-labels__pick">
                <input
                  type="checkbox"
                  checked={chosen.has(instrument.id)}
                  onChange={(event) => choose([instrument.id], event.target.checked)}
                />
                <span className="cr-visually-hidden">
                  {t('inventoryLabels:choose', { assetNumber: instrument.assetNumber })}
                </span>
              </label>
            ),
          },
          {
            key: 'assetNumber',
            header: t('inventory:instruments.fields.assetNumber'),
            rowHeader: true,
            cell: (instrument) => instrument.assetNumber,
          },
          {
            key: 'type',
            header: t('inventory:instruments.fields.type'),
            cell: (instrument) => instrument.type,
          },
          {
            key: 'brand',
            header: t('inventory:instruments.fields.brand'),
            cell: (instrument) => [instrument.brand, instrument.model].filter(Boolean).join(' '),
          },
          {
            key: 'condition',
            header: t('inventory:instruments.fields.condition'),
            cell: (instrument) => t(`inventory:conditions.${instrument.condition}`),
          },
          {
            key: 'availability',
            header: t('inventory:instruments.fields.availability'),
            cell: (instrument) =>
              instrument.lentToSchoolId
                ? t('inventory:availabilityToSchool')
                : t(`inventory:availability.${instrument.availability}`),
          },
          {
            key: 'location',
            header: t('inventory:instruments.fields.location'),
            cell: (instrument) => instrument.location,
          },
          {
            key: 'actions',
            header: t('inventory:instruments.edit'),
            hiddenHeader: true,
            cell: (instrument) => (
              <RowActions
                className="cr-inventory__actions"
                actions={[
                  // 'Prêter' an instrument on the shelf ('Hors service' is not lent).
                  ...(instrument.availability === 'available' && instrument.condition !== 'out-of-service'
                    ? [
                        {
                          label: t('inventory:loans.lend'),
                          name: t('inventory:loans.lendOf', { assetNumber: instrument.assetNumber }),
                          onClick: () => setLending(instrument),
                        },
                      ]
                    : []),
                  {
                    label: t('inventoryRepairs:details'),
                    name: t('inventoryRepairs:detailsOf', { assetNumber: instrument.assetNumber }),
                    onClick: () => setDetailed(instrument),
                  },
                  {
                    label: t('inventory:instruments.edit'),
                    name: t('inventory:instruments.editOf', { assetNumber: instrument.assetNumber }),
                    onClick: () => setEditing(instrument),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {adding && <AddInstrumentModal onSave={save} onClose={() => setAdding(false)} />}
      {printing && (
        <PrintLabelsModal
          chosenIds={[...chosen]}
          filter={{
            search: filters.search.trim() || undefined,
            family: filters.family || undefined,
            condition: filters.condition || undefined,
            availability: filters.availability || undefined,
          }}
          onPrint={print}
          onClose={() => setPrinting(false)}
        />
      )}
      {lending && <LendInstrumentModal instrument={lending} onClose={() => setLending(null)} />}
      {detailed && <InstrumentDetailsModal instrument={detailed} onClose={() => setDetailed(null)} />}
      {editing && (
        <AddInstrumentModal
          instrument={editing}
          onSave={change(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
    </CatalogueTab>
  );
}
