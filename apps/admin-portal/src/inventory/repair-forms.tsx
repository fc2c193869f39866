import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { repairCostMaxCents, type CompleteRepairBody, type SendToRepairBody } from '@crescendo/contracts';
import { instrumentConditions, parseAmount } from '@crescendo/domain';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';

/** Today in the school's time zone, as a date field holds it. */
export function schoolToday(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
}

/** An amount typed in dollars ('125,00') in cents; blank is `blank`; a bad one is NaN. */
function centsOf(typed: string, blank: number | null): number | null {
  if (typed.trim() === '') return blank;
  const parsed = parseAmount(typed, repairCostMaxCents, { allowZero: true });
  return parsed.ok ? parsed.cents : Number.NaN;
}

interface FormProps<B> {
  /** Called with the body once the form is valid; null while it is not. */
  onChange: (body: B | null) => void;
}

/** 'Envoyer en réparation': the shop, the day it leaves, the quote, notes. */
export function SendToRepairForm({ onChange }: FormProps<SendToRepairBody>) {
  const { t } = useTranslation(['translation', 'inventoryRepairs']);
  const [values, setValues] = useState({ shop: '', sentOn: schoolToday(), quote: '', notes: '' });
  const quoteCents = centsOf(values.quote, null);
  const set = (change: Partial<typeof values>) => {
    const next = { ...values, ...change };
    setValues(next);
    const cents = centsOf(next.quote, null);
    const valid = next.shop.trim() !== '' && next.sentOn !== '' && !Number.isNaN(cents);
    onChange(valid ? { shop: next.shop, sentOn: next.sentOn, quoteCents: cents, notes: next.notes } : null);
  };
  return (
    <>
      <TextField
        label={t('inventoryRepairs:repairs.shop')}
        required
        autoComplete="off"
        value={values.shop}
        onChange={(event) => set({ shop: event.target.value })}
      />
      <TextField
        label={t('inventoryRepairs:repairs.sentOn')}
        type="date"
        required
        max={schoolToday()}
        value={values.sentOn}
        onChange={(event) => set({ sentOn: event.target.value })}
        error={values.sentOn === '' ? t('inventoryRepairs:repairs.dayRequired') : undefined}
      />
      <TextField
        label={t('inventoryRepairs:repairs.quote')}
        inputMode="decimal"
        autoComplete="off"
        value={values.quote}
        onChange={(event) => set({ quote: event.target.value })}
        error={Number.isNaN(quoteCents) ? t('inventoryRepairs:repairs.amountFormat') : undefined}
      />
      <TextAreaField
        label={t('inventoryRepairs:repairs.notes')}
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
    </>
  );
}

/** 'Réparation terminée': the day it came back, what it cost (the budget's expense), its condition. */
export function CompleteRepairForm({ onChange, sentOn }: FormProps<CompleteRepairBody> & { sentOn: string }) {
  const { t } = useTranslation(['translation', 'inventory', 'inventoryRepairs']);
  const [values, setValues] = useState({ returnedOn: schoolToday(), cost: '', condition: 'good', notes: '' });
  const costCents = centsOf(values.cost, null);
  const set = (change: Partial<typeof values>) => {
    const next = { ...values, ...change };
    setValues(next);
    const cents = centsOf(next.cost, null);
    const valid = next.returnedOn !== '' && cents !== null && !Number.isNaN(cents);
    onChange(
      valid
        ? {
            returnedOn: next.returnedOn,
            costCents: cents,
            condition: next.condition as CompleteRepairBody['condition'],
            notes: next.notes,
          }
        : null,
    );
  };
  return (
    <>
      <TextField
        label={t('inventoryRepairs:repairs.returnedOn')}
        type="date"
        required
        min={sentOn}
        max={schoolToday()}
        value={values.returnedOn}
        onChange={(event) => set({ returnedOn: event.target.value })}
        error={values.returnedOn === '' ? t('inventoryRepairs:repairs.dayRequired') : undefined}
      />
      <TextField
        label={t('inventoryRepairs:repairs.cost')}
        hint={t('inventoryRepairs:repairs.costHint')}
        inputMode="decimal"
        required
        autoComplete="off"
        value={values.cost}
        onChange={(event) => set({ cost: event.target.value })}
        error={Number.isNaN(costCents) ? t('inventoryRepairs:repairs.amountFormat') : undefined}
      />
      <SelectField
        label={t('inventoryRepairs:repairs.condition')}
        options={instrumentConditions.map((value) => ({ value, label: t(`inventory:conditions.${value}`) }))}
        value={values.condition}
        onChange={(event) => set({ condition: event.target.value })}
      />
      <TextAreaField
        label={t('inventoryRepairs:repairs.notes')}
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
    </>
  );
}
