import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyRow } from '@crescendo/contracts';
import { policyDefinitions, type PolicyLevel } from '@crescendo/domain';
import { formatDate } from '@crescendo/i18n';
import { Button, SelectField, TextField } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';
import { usePolicyWords } from './policy-words.js';

export interface PolicyCardProps {
  row: PolicyRow;
  level: PolicyLevel;
  onSave: (value: boolean | string | number, allowOverride: boolean) => Promise<unknown>;
  onClear: () => Promise<unknown>;
}

/**
 * One setting: what applies and who decided it (a lock above says so), and where this level may change it, its
 * own value with whether the level below may change it too; 'Retirer mon réglage' gives the level above back.
 */
export function PolicyCard({ row, level, onSave, onClear }: PolicyCardProps) {
  const { t } = useTranslation(['translation', 'board']);
  const lang = useLanguage();
  const id = useId();
  const words = usePolicyWords();
  const definition = policyDefinitions[row.key];
  const below: PolicyLevel | null = level === 'board' ? 'school' : level === 'school' ? 'group' : null;
  const belowMay = below !== null && (definition.levels as readonly PolicyLevel[]).includes(below);
  const [value, setValue] = useState<boolean | string | number>(row.own?.value ?? row.value);
  const [allowOverride, setAllowOverride] = useState(row.own?.allowOverride ?? true);
  const label = words.label(row.key);
  const sourceLocked =
    row.lockedBy && row.lockedBy !== level ? t(`board:policies.lockedBy.${row.lockedBy}`) : null;

  return (
    <section className="policy-card" aria-labelledby={`${id}-title`} data-testid="policy">
      <h2 id={`${id}-title`}>{label}</h2>
      <p className="policy-card__applies">
        {t('board:policies.applies', { value: words.value(row.value) })} (
        {t(`board:policies.decidedBy.${row.decidedBy}`)})
      </p>
      {sourceLocked && <p className="policy-card__locked">{sourceLocked}</p>}
      {row.own && (
        <p className="policy-card__own">
          {t('board:policies.ownSince', { date: formatDate(row.own.setAt, lang) })}
        </p>
      )}
      {row.editable && (
        <form
          className="policy-card__form"
          onSubmit={(event) => {
            event.preventDefault();
            void onSave(value, belowMay ? allowOverride : true).catch(() => undefined);
          }}
        >
          {definition.kind === 'boolean' && (
            <label className="policy-card__check">
              <input
                type="checkbox"
                checked={value === true}
                onChange={(event) => setValue(event.target.checked)}
              />
              {t('board:policies.enabled')}
            </label>
          )}
          {definition.kind === 'choice' && (
            <SelectField
              label={label}
              value={String(value)}
              onChange={(event) => setValue(event.target.value)}
              options={definition.choices.map((choice) => ({ value: choice, label: words.value(choice) }))}
            />
          )}
          {definition.kind === 'whole-number' && (
            <TextField
              label={label}
              type="number"
              inputMode="numeric"
              min={definition.min}
              max={definition.max}
              value={String(value)}
              onChange={(event) => setValue(Number(event.target.value))}
            />
          )}
          {belowMay && (
            <label className="policy-card__check">
              <input
                type="checkbox"
                checked={allowOverride}
                onChange={(event) => setAllowOverride(event.target.checked)}
              />
              {level === 'board' ? t('board:policies.allowSchools') : t('board:policies.allowGroups')}
            </label>
          )}
          <div className="policy-card__actions">
            <Button type="submit" aria-label={t('board:policies.saveNamed', { label })}>
              {t('board:policies.save')}
            </Button>
            {row.own && (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('board:policies.clearNamed', { label })}
                onClick={() => void onClear().catch(() => undefined)}
              >
                {t('board:policies.clear')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
