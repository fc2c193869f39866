import { useTranslation } from 'react-i18next';
import type { AnswerProgressState } from '@crescendo/web-kit';

/**
 * While Maestro IA answers: 'En attente : N' in the provider's queue, then the answer as it is written
 * (announced politely to a screen reader), marked as a preview until the draft replaces it.
 */
export function AnswerPreview({ progress, title }: { progress: AnswerProgressState; title: string }) {
  const { t } = useTranslation('maestro');
  return (
    <section className="cr-maestro__panel" aria-label={title} aria-busy="true">
      <p className="cr-maestro__badge">{t('progress.preview')}</p>
      <p className="cr-maestro__muted" role="status">
        {progress.position !== null
          ? t('progress.waiting', { position: progress.position })
          : t('progress.writing')}
      </p>
      {progress.text && (
        <p className="cr-maestro__preview" aria-live="polite">
          {progress.text}
        </p>
      )}
    </section>
  );
}
