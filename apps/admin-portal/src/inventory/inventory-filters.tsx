import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@crescendo/ui';
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
