import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { photosPerLoanStageMax } from '@crescendo/domain';
import { Alert, Button } from '@crescendo/ui';
import type { PhotoUploadStage } from './photo-api.js';
import type { ConditionPhotos } from './use-condition-photos.js';

const pickerCss = `
.wk-condition-photos { display: flex; flex-direction: column; gap: 6px; margin: 8px 0; }
.wk-condition-photos input[type='file'] { max-width: 100%; }
.wk-condition-photos__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(88px, 1fr)); gap: 8px; padding: 0; margin: 0; list-style: none; }
.wk-condition-photos__list figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
.wk-condition-photos__list img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 6px; background: #eef0f3; }
`;

/**
 * 'Photos de l'état' inside a loan's dialog (issue 27 §3, §5; decision 0078): the phone's camera opens on the
 * back lens (`capture="environment"`), several photos may be chosen, each shown as a thumbnail that can be
 * removed before the loan is saved. Nothing is sent here: the dialog sends them once the loan is recorded.
 */
export function ConditionPhotoPicker({
  photos,
  stage,
  label,
}: {
  photos: ConditionPhotos;
  stage: PhotoUploadStage;
  /** The field's words; 'Photos de l'état au retour' (or at check-out, or 'Soumission de réparation') by default. */
  label?: string;
}) {
  const { t } = useTranslation('inventoryPhotos');
  const inputId = useId();
  const mine = photos.chosen.filter((photo) => photo.stage === stage);
  const stageName = t(`stages.${stage}`);
  const full = mine.length >= photosPerLoanStageMax;
  const fieldLabel = label ?? t(`pick.labels.${stage}`);
  return (
    <div className="wk-condition-photos">
      <style>{pickerCss}</style>
      <label htmlFor={inputId} className="cr-field__label">
        {fieldLabel}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={full || photos.sending}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          photos.add(stage, Array.from(event.target.files ?? []));
          // The same photo may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <span id={`${inputId}-hint`} className="cr-field__hint">
        {t('pick.hint', { max: photosPerLoanStageMax })}
      </span>
      {mine.length > 0 && (
        <ul className="wk-condition-photos__list" aria-label={fieldLabel}>
          {mine.map((photo, index) => {
            const name = t('pick.photo', { n: index + 1, stage: stageName });
            return (
              <li key={photo.key}>
                <figure>
                  <img src={photo.preview} alt={name} />
                  <Button
                    variant="secondary"
                    disabled={photos.sending}
                    aria-label={`${t('remove')} : ${name}`}
                    onClick={() => photos.remove(photo.key)}
                  >
                    {t('remove')}
                  </Button>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * What became of the photos once the loan or the return was recorded: while they go, 'Envoi des photos...';
 * when one did not, the record stands and the alert says so, in the user's language, with 'Réessayer l'envoi'.
 */
export function ConditionPhotosOutcome({
  photos,
  recorded,
  onAllSent,
}: {
  photos: ConditionPhotos;
  /** What was recorded: the loan ('Prêter') or its return ('Retour'). */
  recorded: 'loan' | 'return';
  /** Once a retry sent every photo left. */
  onAllSent?: () => void;
}) {
  const { t } = useTranslation('inventoryPhotos');
  if (photos.sending)
    return (
      <p role="status" className="wk-condition-photos__sending">
        {t('pick.sending')}
      </p>
    );
  if (!photos.failure) return null;
  return (
    <Alert tone="error">
      {t(`pick.failed.${recorded}`, { count: photos.failure.count })} {photos.failure.reason}{' '}
      <Button variant="secondary" onClick={() => void photos.retry().then((all) => all && onAllSent?.())}>
        {t('pick.retry')}
      </Button>
    </Alert>
  );
}
