import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  eventEquipmentMax,
  listInstrumentsRoute,
  replaceEventEquipmentRoute,
  type ReservedInstrument,
} from '@crescendo/contracts';
import { Button, TextField } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';
import { planningKey } from './planning-api.js';

/** How long typing rests before the inventory is searched. */
export const equipmentSearchDebounceMs = 300;

/** What the dialog's 'Matériel réservé' asks of the server. */
export interface EquipmentApi {
  /** The school's instruments matching `text` (the inventory's list the staff read). */
  search(text: string, signal?: AbortSignal): Promise<ReservedInstrument[]>;
  /** The event's instruments are now these (the planning decides who may, the inventory reserves). */
  save(eventId: string, instrumentIds: string[]): Promise<unknown>;
}

export const equipmentApi: EquipmentApi = {
  search: (text, signal) =>
    callRoute(listInstrumentsRoute, { query: { search: text || undefined, limit: 20 }, signal }).then(
      (reply) =>
        reply.instruments
          .filter((instrument) => instrument.condition !== 'out-of-service')
          .map(({ id, assetNumber, type, family }) => ({ instrumentId: id, assetNumber, type, family })),
    ),
  save: (eventId, instrumentIds) =>
    callRoute(replaceEventEquipmentRoute, { params: { eventId }, body: { instrumentIds } }),
};

/** The dialog's api with its toasts ('Matériel réservé enregistré', or the inventory's refusal); the calendar read again. */
export function useEquipmentApi(): EquipmentApi {
  const { t } = useTranslation('planning');
  const client = useQueryClient();
  return useMemo(
    () => ({
      search: equipmentApi.search,
      save: (eventId, instrumentIds) =>
        withToasts(equipmentApi.save(eventId, instrumentIds), t('equipment.saved'), (error) =>
          `${t('equipment.saveFailed')} ${error instanceof Error ? error.message : ''}`.trim(),
        ).finally(() => void client.invalidateQueries({ queryKey: planningKey })),
    }),
    [t, client],
  );
}

export interface EquipmentFieldProps {
  api: EquipmentApi;
  chosen: readonly ReservedInstrument[];
  onChange: (next: ReservedInstrument[]) => void;
}

/** 'Matériel réservé': the instruments chosen, each with 'Retirer', and a search of the school's to add one. */
export function EquipmentField({ api, chosen, onChange }: EquipmentFieldProps) {
  const { t } = useTranslation('planning');
  const [text, setText] = useState('');
  const [found, setFound] = useState<ReservedInstrument[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.search(text.trim(), abort.signal).then(setFound, () => setFound([]));
    }, equipmentSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, text]);
  const label = (item: ReservedInstrument) =>
    t('equipment.item', { assetNumber: item.assetNumber, type: item.type });
  const taken = new Set(chosen.map((item) => item.instrumentId));
  const offered = (found ?? []).filter((item) => !taken.has(item.instrumentId));
  const full = chosen.length >= eventEquipmentMax;
  return (
    <fieldset className="cr-event-form__equipment">
      <legend>{t('equipment.legend')}</legend>
      {chosen.length === 0 ? (
        <p>{t('equipment.none')}</p>
      ) : (
        <ul aria-label={t('equipment.legend')}>
          {chosen.map((item) => (
            <li key={item.instrumentId}>
              <span>{label(item)}</span>
              <Button
                variant="secondary"
                aria-label={t('equipment.remove', { item: label(item) })}
                onClick={() => onChange(chosen.filter((other) => other.instrumentId !== item.instrumentId))}
              >
                {t('equipment.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={t('equipment.search')}
        type="search"
        hint={full ? t('equipment.full', { maximum: eventEquipmentMax }) : t('equipment.searchHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {found === null ? null : offered.length === 0 ? (
        <p role="status">{t('equipment.noMatch')}</p>
      ) : (
        <ul className="cr-event-form__found">
          {offered.map((item) => (
            <li key={item.instrumentId}>
              <Button variant="secondary" disabled={full} onClick={() => onChange([...chosen, item])}>
                {t('equipment.add', { item: label(item) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
