import { useTranslation } from 'react-i18next';
import {
  scoreEnsembles,
  scoreLevelMax,
  scoreLevelMin,
  scoreOwnerships,
  type AddScoreInput,
  type InventoryScore,
} from '@crescendo/contracts';
import { Button, SelectField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { emptyPart, emptyScoreForm, scoreFormOf, scoreFormSchema } from './score-form-schema.js';

export interface AddScoreModalProps {
  /** The score changed ('Modifier'), with its parts; absent to add one. */
  score?: InventoryScore;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (score: AddScoreInput) => Promise<unknown>;
  onClose: () => void;
}

/** The grades a publisher prints, 0.5 to 6 by half grades. */
const levels = Array.from(
  { length: (scoreLevelMax - scoreLevelMin) * 2 + 1 },
  (_, i) => scoreLevelMin + i / 2,
);

/**
 * 'Ajouter une partition' (or change one): title, composer, arranger, publisher, level, ensemble, its parts
 * with their copies, owned or rented (then the return date), last performed.
 */
export function AddScoreModal({ score, onSave, onClose }: AddScoreModalProps) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const dialog = useFormDialog({
    schema: scoreFormSchema({ copiesFormat: t('inventory:scores.copiesFormat') }),
    defaultValues: score ? scoreFormOf(score) : emptyScoreForm,
    onSubmit: onSave,
    onSent: onClose,
  });
  const { form } = dialog;
  const parts = form.watch('parts');
  const rented = form.watch('ownership') === 'rented';
  const partErrors = form.formState.errors.parts;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={score ? t('inventory:scores.editTitle', { title: score.title }) : t('inventory:scores.add')}
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      <TextField label={t('inventory:scores.fields.title')} required {...dialog.field('title')} />
      <TextField label={t('inventory:scores.fields.composer')} {...dialog.field('composer')} />
      <TextField label={t('inventory:scores.fields.arranger')} {...dialog.field('arranger')} />
      <TextField label={t('inventory:scores.fields.publisher')} {...dialog.field('publisher')} />
      <SelectField
        label={t('inventory:scores.fields.ensemble')}
        required
        placeholder={t('inventory:scores.chooseEnsemble')}
        options={scoreEnsembles.map((value) => ({ value, label: t(`inventory:ensembles.${value}`) }))}
        {...dialog.field('ensemble')}
      />
      <SelectField
        label={t('inventory:scores.fields.level')}
        placeholder={t('inventory:scores.noLevel')}
        options={levels.map((level) => ({ value: String(level), label: number.format(level) }))}
        {...dialog.field('level')}
      />
      <fieldset className="cr-inventory__parts">
        <legend>{t('inventory:scores.fields.parts')}</legend>
        {parts.map((_, index) => (
          <div className="cr-inventory__part" key={index}>
            <TextField
              label={t('inventory:scores.fields.partName', { n: index + 1 })}
              {...form.register(`parts.${index}.name`)}
              error={partErrors?.[index]?.name?.message}
            />
            <TextField
              label={t('inventory:scores.fields.partCopies', { n: index + 1 })}
              inputMode="numeric"
              autoComplete="off"
              {...form.register(`parts.${index}.copies`)}
              error={partErrors?.[index]?.copies?.message}
            />
            <Button
              variant="secondary"
              onClick={() =>
                form.setValue(
                  'parts',
                  form.getValues('parts').filter((__, i) => i !== index),
                )
              }
            >
              {t('inventory:scores.removePart', { n: index + 1 })}
            </Button>
          </div>
        ))}
        {partErrors?.message && (
          <p className="cr-field__error" role="alert">
            {partErrors.message}
          </p>
        )}
        <Button
          variant="secondary"
          onClick={() => form.setValue('parts', [...form.getValues('parts'), emptyPart])}
        >
          {t('inventory:scores.addPart')}
        </Button>
      </fieldset>
      <SelectField
        label={t('inventory:scores.fields.ownership')}
        options={scoreOwnerships.map((value) => ({ value, label: t(`inventory:ownerships.${value}`) }))}
        {...dialog.field('ownership')}
      />
      {rented && (
        <TextField
          label={t('inventory:scores.fields.returnOn')}
          type="date"
          required
          hint={t('inventory:scores.fields.returnOnHint')}
          {...dialog.field('returnOn')}
        />
      )}
      <TextField
        label={t('inventory:scores.fields.lastPerformedOn')}
        type="date"
        {...dialog.field('lastPerformedOn')}
      />
    </FormDialog>
  );
}
