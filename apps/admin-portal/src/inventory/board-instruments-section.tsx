import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instrumentFamilies } from '@crescendo/domain';
import { TextField } from '@crescendo/ui';
import { InventoryTable } from '@crescendo/inventory-ui';
import { useBoardInstruments, type BoardInstrumentFilters, type BoardLoanStep } from './board-api.js';
import { BoardRequestAction } from './board-request-action.js';
import { ChoiceFilter } from './inventory-filters.js';

/**
 * The board's instruments in the 'Centre de services' tab (issue 27 §8, decision 0077): a school looking for a
 * bassoon for its concert finds which school has one on its shelf and asks for it ('Demander un prêt').
 * Type, make, condition and whether it is available — never the student who has one.
 */
export function BoardInstrumentsSection({
  ownSchoolId,
  run,
}: {
  ownSchoolId: string | null | undefined;
  run: (move: BoardLoanStep, success: string, failure: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['translation', 'inventory', 'inventoryBoard']);
  const [filters, setFilters] = useState<BoardInstrumentFilters>({
    search: '',
    family: '',
    availableOnly: true,
  });
  const set = (change: Partial<BoardInstrumentFilters>) => setFilters((now) => ({ ...now, ...change }));
  const pages = useBoardInstruments(filters);
  const instruments = pages.data?.pages.flatMap((page) => page.instruments) ?? [];

  return (
    <>
      <h2 id="cr-board-instruments">{t('inventoryBoard:instruments.heading')}</h2>
      <p>{t('inventoryBoard:instruments.hint')}</p>
      <div className="cr-inventory__filters">
        <TextField
          type="search"
          label={t('inventoryBoard:instruments.search')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <ChoiceFilter
          label={t('inventoryBoard:instruments.family')}
          placeholder={t('inventoryBoard:instruments.allFamilies')}
          values={instrumentFamilies}
          say={(family) => t(`inventory:families.${family}`)}
          value={filters.family}
          onChange={(family) => set({ family })}
        />
        <label className="cr-inventory__agreement">
          <input
            type="checkbox"
            checked={filters.availableOnly}
            onChange={(event) => set({ availableOnly: event.target.checked })}
          />{' '}
          {t('inventoryBoard:instruments.availableOnly')}
        </label>
      </div>
      <InventoryTable
        label={t('inventoryBoard:instruments.tableLabel')}
        pages={pages}
        rows={instruments}
        rowKey={(entry) => entry.instrumentId}
        empty={t('inventoryBoard:instruments.empty')}
        columns={[
          // The asset number heads the row, as in the school's own list: short, so that the first column, kept in
          // view while a phone scrolls the table sideways, never covers the row's 'Demander un prêt'.
          {
            key: 'assetNumber',
            header: t('inventory:instruments.fields.assetNumber'),
            rowHeader: true,
            cell: (entry) => entry.assetNumber,
          },
          {
            key: 'instrument',
            header: t('inventoryBoard:instruments.instrument'),
            cell: (entry) => [entry.type, entry.brand, entry.model].filter(Boolean).join(' '),
          },
          {
            key: 'condition',
            header: t('inventoryBoard:instruments.condition'),
            cell: (entry) => t(`inventory:conditions.${entry.condition}`),
          },
          {
            key: 'availability',
            header: t('inventoryBoard:instruments.availability'),
            cell: (entry) =>
              entry.lentTo
                ? t('inventoryBoard:instruments.lentTo', { school: entry.lentTo.name })
                : t(`inventoryBoard:instruments.availabilityValue.${entry.availability}`),
          },
          { key: 'school', header: t('inventoryBoard:catalogue.school'), cell: (entry) => entry.school.name },
          {
            key: 'actions',
            header: t('inventoryBoard:loans.actions'),
            hiddenHeader: true,
            cell: (entry) => (
              <BoardRequestAction
                own={entry.school.id === ownSchoolId}
                askable={entry.availability === 'available'}
                name={t('inventoryBoard:instruments.requestOf', {
                  title: entry.type,
                  asset: entry.assetNumber,
                  school: entry.school.name,
                })}
                step={{ kind: 'request-instrument', instrumentId: entry.instrumentId }}
                run={run}
              />
            ),
          },
        ]}
      />
    </>
  );
}
