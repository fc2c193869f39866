import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@crescendo/ui';
import type { CatalogueKind } from './inventory-changes.js';

/** A catalogue tab's search box: `inventory:<kind>.search` with its hint. */
export function SearchFilter({
  kind,
  value,
  onChange,
}: {
  kind: CatalogueKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['translation', 'inventory']);
  return (
    <TextField
      type="search"
      label={t(`inventory:${kind}.search`)}
      hint={t(`inventory:${kind}.searchHint`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A filter among a closed list, each value in words (`say`), the placeholder choosing them all. */
export function ChoiceFilter<Value extends string>({
  label,
  placeholder,
  values,
  say,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  values: readonly Value[];
  say: (value: Value) => string;
  value: Value | '';
  onChange: (value: Value | '') => void;
}) {
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={values.map((option) => ({ value: option, label: say(option) }))}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
    />
  );
}

/** A tab's filters, changed a few at a time. */
export function useFilters<Filters extends { search: string }>(none: Filters) {
  const [filters, setFilters] = useState(none);
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  return [filters, set] as const;
}

/**
 * A catalogue tab's frame: its toolbar ending with 'Ajouter …' (`inventory:<kind>.add`), its search box and the
 * other filters (`filters`), then the list and its dialogs (`children`).
 */
export function CatalogueTab({
  kind,
  tools,
  toolbarClassName,
  onAdd,
  search,
  onSearch,
  filters,
  children,
}: {
  kind: CatalogueKind;
  /** The toolbar's other buttons, before 'Ajouter …'. */
  tools?: ReactNode;
  /** The toolbar's own class beside `cr-inventory__toolbar`. */
  toolbarClassName?: string;
  onAdd: () => void;
  search: string;
  onSearch: (search: string) => void;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['translation', 'inventory']);
  return (
    <div className="cr-inventory">
      <div
        className={toolbarClassName ? `cr-inventory__toolbar ${toolbarClassName}` : 'cr-inventory__toolbar'}
      >
        {tools}
        <Button onClick={onAdd}>{t(`inventory:${kind}.add`)}</Button>
      </div>
      <div className="cr-inventory__filters">
        <SearchFilter kind={kind} value={search} onChange={onSearch} />
        {filters}
      </div>
      {children}
    </div>
  );
}
