import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddInstrumentInput, InventoryInstrument, PrintLabelsInput } from '@crescendo/contracts';
import { instrumentAvailabilities, instrumentConditions, instrumentFamilies } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import {
  Alert,
  Button,
  EmptyState,
  SelectField,
  Spinner,
  TableScroll,
  TextField,
  toast,
} from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';
import { AddInstrumentModal } from './add-instrument-modal.js';
import { InstrumentDetailsModal } from './instrument-details-modal.js';
import { InstrumentsCsvActions } from './instruments-csv-actions.js';
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
  const [filters, setFilters] = useState(noFilters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryInstrument | null>(null);
  const [detailed, setDetailed] = useState<InventoryInstrument | null>(null);
  const update = useUpdateInstrument();
  const pages = useInstrumentPages(filters);
  const add = useAddInstrument();
  const set = (change: Partial<InstrumentFilters>) => setFilters((current) => ({ ...current, ...change }));
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

  const save = (instrument: AddInstrumentInput) =>
    withToasts(
      add.mutateAsync(instrument),
      t('inventory:instruments.added'),
      t('inventory:instruments.addFailed'),
    );

  const change = (instrumentId: string) => (body: AddInstrumentInput) =>
    withToasts(
      update.mutateAsync({ instrumentId, body }),
      t('inventory:instruments.changed'),
      t('inventory:instruments.changeFailed'),
    );

  return (
    <div className="cr-inventory">
      <LabelStyles />
      <div className="cr-inventory__toolbar cr-labels__bar">
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
        <Button onClick={() => setAdding(true)}>{t('inventory:instruments.add')}</Button>
      </div>
      <div className="cr-inventory__filters">
        <TextField
          type="search"
          label={t('inventory:instruments.search')}
          hint={t('inventory:instruments.searchHint')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t('inventory:instruments.fields.family')}
          placeholder={t('inventory:instruments.allFamilies')}
          options={instrumentFamilies.map((value) => ({ value, label: t(`inventory:families.${value}`) }))}
          value={filters.family}
          onChange={(event) => set({ family: event.target.value as InstrumentFilters['family'] })}
        />
        <SelectField
          label={t('inventory:instruments.fields.condition')}
          placeholder={t('inventory:instruments.allConditions')}
          options={instrumentConditions.map((value) => ({
            value,
            label: t(`inventory:conditions.${value}`),
          }))}
          value={filters.condition}
          onChange={(event) => set({ condition: event.target.value as InstrumentFilters['condition'] })}
        />
        <SelectField
          label={t('inventory:instruments.fields.availability')}
          placeholder={t('inventory:instruments.allAvailabilities')}
          options={instrumentAvailabilities.map((value) => ({
            value,
            label: t(`inventory:availability.${value}`),
          }))}
          value={filters.availability}
          onChange={(event) => set({ availability: event.target.value as InstrumentFilters['availability'] })}
        />
      </div>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : instruments.length === 0 ? (
        <EmptyState title={t('inventory:instruments.empty')} />
      ) : (
        <TableScroll label={t('inventory:instruments.tableLabel')}>
          <table className="cr-inventory-table">
            <thead>
              <tr>
                <th scope="col">
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
                </th>
                <th scope="col">{t('inventory:instruments.fields.assetNumber')}</th>
                <th scope="col">{t('inventory:instruments.fields.type')}</th>
                <th scope="col">{t('inventory:instruments.fields.brand')}</th>
                <th scope="col">{t('inventory:instruments.fields.condition')}</th>
                <th scope="col">{t('inventory:instruments.fields.availability')}</th>
                <th scope="col">{t('inventory:instruments.fields.location')}</th>
                <th scope="col">
                  <span className="cr-visually-hidden">{t('inventory:instruments.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {instruments.map((instrument) => (
                <tr key={instrument.id}>
                  <td>
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
                  </td>
                  <th scope="row">{instrument.assetNumber}</th>
                  <td>{instrument.type}</td>
                  <td>{[instrument.brand, instrument.model].filter(Boolean).join(' ')}</td>
                  <td>{t(`inventory:conditions.${instrument.condition}`)}</td>
                  <td>{t(`inventory:availability.${instrument.availability}`)}</td>
                  <td>{instrument.location}</td>
                  <td>
                    <div className="cr-inventory__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('inventoryRepairs:detailsOf', { assetNumber: instrument.assetNumber })}
                        onClick={() => setDetailed(instrument)}
                      >
                        {t('inventoryRepairs:details')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('inventory:instruments.editOf', {
                          assetNumber: instrument.assetNumber,
                        })}
                        onClick={() => setEditing(instrument)}
                      >
                        {t('inventory:instruments.edit')}
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
      {detailed && <InstrumentDetailsModal instrument={detailed} onClose={() => setDetailed(null)} />}
      {editing && (
        <AddInstrumentModal
          instrument={editing}
          onSave={change(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
