import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reflectionPartMax, type ReflectionPart } from '@crescendo/domain';
import { TextAreaField } from '@crescendo/ui';

/** The reflection after practice as the student types it (each part may stay blank). */
export type ReflectionDraft = Record<ReflectionPart, string>;
export const emptyReflection: ReflectionDraft = { goal: '', strategy: '', outcome: '' };

/** The draft to send, or null when every part is blank (nothing is sent then). */
export function reflectionToSend(draft: ReflectionDraft): ReflectionDraft | null {
  return Object.values(draft).some((part) => part.trim().length > 0) ? draft : null;
}

/**
 * 'Ma réflexion (facultatif)' (issue 29 §4): goal → strategy → how it went, 500 characters each, under the
 * practice report's fields, folded under its title until opened. Shown only while the gamification policy is on for one of my groups.
 */
export function ReflectionFields({
  value,
  onChange,
}: {
  value: ReflectionDraft;
  onChange: (next: ReflectionDraft) => void;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  const part = (name: ReflectionPart) => ({
    value: value[name],
    maxLength: reflectionPartMax,
    rows: 2,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  // Open at first if a draft is there; then the student folds and unfolds it.
  const [openAtFirst] = useState(() => reflectionToSend(value) !== null);
  // Folded until opened: the practice form must fit a phone's screen with 'Envoyer' in view.
  return (
    <details className="practice-reflection" open={openAtFirst || undefined}>
      <summary className="cr-field__label" style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
        {t('goals:reflection.legend')}
      </summary>
      <div role="group" aria-label={t('goals:reflection.legend')}>
        <p className="cr-field__hint">{t('goals:reflection.hint')}</p>
        <TextAreaField label={t('goals:reflection.goal')} {...part('goal')} />
        <TextAreaField label={t('goals:reflection.strategy')} {...part('strategy')} />
        <TextAreaField label={t('goals:reflection.outcome')} {...part('outcome')} />
      </div>
    </details>
  );
}
