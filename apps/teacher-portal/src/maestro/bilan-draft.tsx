import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BilanSource, MaestroDraft } from '@crescendo/contracts';
import { Button, TextAreaField } from '@crescendo/ui';

function useSourceLabel() {
  const { t } = useTranslation('maestro');
  return (source: BilanSource) => {
    if (source.kind === 'practice')
      return source.title
        ? t('draft.practiceHomework', { day: source.day, minutes: source.minutes ?? 0, title: source.title })
        : t('draft.practice', { day: source.day, minutes: source.minutes ?? 0 });
    return source.grade === null
      ? t('draft.submission', { day: source.day, title: source.title ?? '' })
      : t('draft.submissionGraded', { day: source.day, title: source.title ?? '', grade: source.grade });
  };
}

/**
 * A bilan: 'Brouillon de Maestro IA' with each sentence and the records it rests on, to edit (texts only;
 * an emptied sentence goes) and approve; once approved, 'Généré par Maestro IA — approuvé par …'.
 */
export function BilanDraft({
  draft,
  onSave,
  onApprove,
}: {
  draft: MaestroDraft;
  onSave: (sentences: string[]) => Promise<unknown>;
  onApprove: () => Promise<unknown>;
}) {
  const { t } = useTranslation('maestro');
  const sourceLabel = useSourceLabel();
  const [texts, setTexts] = useState<string[] | null>(null);
  const approved = draft.status === 'approved';
  const label = approved
    ? draft.approvedBy?.name
      ? t('draft.approvedLabel', { name: draft.approvedBy.name })
      : t('draft.approvedBy')
    : t('draft.label');
  return (
    <section className="cr-maestro__panel" aria-labelledby="maestro-draft-label">
      <h2 id="maestro-draft-label">{t('bilan.title')}</h2>
      <p className="cr-maestro__badge">{label}</p>
      {draft.sentences.length === 0 ? (
        <p>{t('draft.empty')}</p>
      ) : texts ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSave(texts).then(
              () => setTexts(null),
              () => undefined,
            );
          }}
        >
          <p className="cr-maestro__muted">{t('draft.sentenceHint')}</p>
          {draft.sentences.map((sentence, index) => (
            <TextAreaField
              key={index}
              label={t('draft.sentence', { number: index + 1 })}
              value={texts[index] ?? ''}
              rows={3}
              maxLength={1000}
              hint={sentence.sources.map(sourceLabel).join(' · ')}
              onChange={(event) =>
                setTexts(texts.map((text, at) => (at === index ? event.target.value : text)))
              }
            />
          ))}
          <div className="cr-maestro__actions">
            <Button type="submit">{t('draft.save')}</Button>
            <Button type="button" variant="secondary" onClick={() => setTexts(null)}>
              {t('draft.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <ol className="cr-maestro__sentences" aria-label={t('draft.sentences')}>
          {draft.sentences.map((sentence, index) => (
            <li key={index} className="cr-maestro__sentence">
              {sentence.text}
              <ul className="cr-maestro__sources" aria-label={t('draft.sources')}>
                {sentence.sources.map((source) => (
                  <li key={source.id}>{sourceLabel(source)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {!approved && !texts && draft.sentences.length > 0 && (
        <div className="cr-maestro__actions">
          <Button
            variant="secondary"
            onClick={() => setTexts(draft.sentences.map((sentence) => sentence.text))}
          >
            {t('draft.edit')}
          </Button>
          <Button onClick={() => void onApprove().catch(() => undefined)}>{t('draft.approve')}</Button>
        </div>
      )}
    </section>
  );
}
