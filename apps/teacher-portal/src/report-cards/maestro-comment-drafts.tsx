import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentDraft, ReportCompetency, ReportLanguage } from '@crescendo/contracts';
import { musicCompetencies } from '@crescendo/domain';
import { Button, SelectField, TextAreaField } from '@crescendo/ui';
import type { AnswerProgressState } from '@crescendo/web-kit';
import { ReviewButtons } from '../maestro/review-buttons.js';

export interface MaestroCommentDraftsProps {
  drafts: readonly CommentDraft[];
  /** More drafts follow ('Afficher plus' reads the next page). */
  hasMore: boolean;
  onMore: () => void;
  /** The student's name as the page shows it (names never leave the school: the server put them back). */
  nameOf: (studentId: string) => string;
  demonstration: boolean;
  asking: boolean;
  /** While asking: the place in the queue, then each student's comment as it is drafted (decision 0068). */
  preview?: AnswerProgressState | null;
  /** `competency`: drafts of that competency's comment; absent: of the card's general comment. */
  onAsk: (language: ReportLanguage, competency?: ReportCompetency) => Promise<unknown>;
  onApprove: (draftId: string, text: string) => Promise<unknown>;
  onDiscard: (draftId: string) => Promise<unknown>;
}

/**
 * 'Brouillons de Maestro IA' of the group's term (issue 30 §2): ask a draft comment per student in the report
 * card's language — the card's general comment or one competency's — then review each — 'Brouillon de Maestro
 * IA', its text editable — and approve it (it becomes the report card's comment, or that competency's) or
 * discard it.
 */
export function MaestroCommentDrafts({
  drafts,
  hasMore,
  onMore,
  nameOf,
  demonstration,
  asking,
  preview = null,
  onAsk,
  onApprove,
  onDiscard,
}: MaestroCommentDraftsProps) {
  const { t, i18n } = useTranslation('maestroComments');
  const [language, setLanguage] = useState<ReportLanguage>('fr');
  const [scope, setScope] = useState<'general' | ReportCompetency>('general');
  const english = i18n.language.startsWith('en');
  const competencyName = (id: ReportCompetency) => {
    const competency = musicCompetencies.find((candidate) => candidate.id === id)!;
    return english ? competency.en : competency.fr;
  };
  return (
    <section className="cr-report-cards__maestro" aria-labelledby="maestro-comments-title">
      <h2 id="maestro-comments-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {demonstration && <p className="cr-report-cards__badge">{t('demonstration')}</p>}
      <div className="cr-report-cards__choice">
        <SelectField
          label={t('language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as ReportLanguage)}
          options={(['fr', 'en'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        <SelectField
          label={t('scope')}
          value={scope}
          onChange={(event) => setScope(event.target.value as 'general' | ReportCompetency)}
          options={[
            { value: 'general', label: t('general') },
            ...musicCompetencies.map((competency) => ({
              value: competency.id,
              label: competencyName(competency.id),
            })),
          ]}
        />
        <Button
          onClick={() =>
            void (scope === 'general' ? onAsk(language) : onAsk(language, scope)).catch(() => undefined)
          }
          disabled={asking}
        >
          {asking ? t('asking') : t('ask')}
        </Button>
      </div>
      {asking && preview && <DraftsPreview progress={preview} />}
      {drafts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="cr-report-cards__drafts">
          {drafts.map((draft) => (
            <DraftItem
              key={draft.id}
              draft={draft}
              name={
                draft.competency
                  ? t('nameAndCompetency', {
                      name: nameOf(draft.studentId),
                      competency: competencyName(draft.competency),
                    })
                  : nameOf(draft.studentId)
              }
              onApprove={onApprove}
              onDiscard={onDiscard}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" onClick={onMore}>
          {t('more')}
        </Button>
      )}
    </section>
  );
}

function DraftItem({
  draft,
  name,
  onApprove,
  onDiscard,
}: {
  draft: CommentDraft;
  name: string;
  onApprove: MaestroCommentDraftsProps['onApprove'];
  onDiscard: MaestroCommentDraftsProps['onDiscard'];
}) {
  const { t } = useTranslation('maestroComments');
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | undefined>(undefined);
  const approved = draft.status === 'approved';
  return (
    <li lang={draft.language}>
      <p className="cr-report-cards__badge">
        {approved ? t('approvedLabel', { name: draft.approvedBy?.name ?? '' }) : t('label')}
      </p>
      <TextAreaField
        label={t('textFor', { name })}
        value={text}
        rows={4}
        maxLength={1500}
        readOnly={approved}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {!approved && (
        <ReviewButtons
          className="cr-report-cards__actions"
          accept={{
            label: t('approve'),
            name: t('approveFor', { name }),
            choose: () => {
              if (text.trim()) return onApprove(draft.id, text);
              setError(t('empty'));
              return undefined;
            },
          }}
          discard={{
            label: t('discard'),
            name: t('discardFor', { name }),
            choose: () => onDiscard(draft.id),
          }}
        />
      )}
    </li>
  );
}

/** The drafts as they are written, marked as a preview until the request's reply lists them. */
function DraftsPreview({ progress }: { progress: AnswerProgressState }) {
  const { t } = useTranslation('maestro');
  return (
    <section className="cr-report-cards__preview" aria-label={t('progress.preview')} aria-busy="true">
      <p className="cr-report-cards__badge">{t('progress.preview')}</p>
      <p role="status">
        {progress.position !== null
          ? t('progress.waiting', { position: progress.position })
          : t('progress.writing')}
      </p>
      {progress.text && <p aria-live="polite">{progress.text}</p>}
    </section>
  );
}
