import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, LessonIdea, LessonIdeas, ReportLanguage } from '@crescendo/contracts';
import { musicCourses } from '@crescendo/domain';
import { Button, SelectField } from '@crescendo/ui';
import { ReviewButtons } from './review-buttons.js';

export interface LessonIdeasViewProps {
  groups: Group[];
  groupId: string;
  onGroupChange: (groupId: string) => void;
  /** The chosen group's ideas, newest first. */
  ideas: readonly LessonIdeas[];
  hasMore: boolean;
  onMore: () => void;
  asking: boolean;
  /** While asking: the queue position, then the answer as the model writes it (`AnswerPreview`). */
  preview?: ReactNode;
  onAsk: (groupId: string, language: ReportLanguage) => Promise<unknown>;
  onKeep: (lessonIdeasId: string) => Promise<unknown>;
  onDiscard: (lessonIdeasId: string) => Promise<unknown>;
}

/**
 * 'Idées de cours' (issue 30 §2): the teacher picks a group and a language and asks; each answer shows what it
 * was asked for (level, repertoire, next concert), its warm-ups and activities, 'Brouillon de Maestro IA' until
 * the teacher keeps it ('Généré par Maestro IA — approuvé par …') or discards it.
 */
export function LessonIdeasView({
  groups,
  groupId,
  onGroupChange,
  ideas,
  hasMore,
  onMore,
  asking,
  preview,
  onAsk,
  onKeep,
  onDiscard,
}: LessonIdeasViewProps) {
  const { t } = useTranslation('maestro');
  const [language, setLanguage] = useState<ReportLanguage>('fr');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupId) void onAsk(groupId, language).catch(() => undefined);
  };
  return (
    <section className="cr-maestro__panel" aria-labelledby="maestro-lessons-title">
      <h2 id="maestro-lessons-title">{t('lessons.title')}</h2>
      <p className="cr-maestro__muted">{t('lessons.intro')}</p>
      <form onSubmit={submit} className="cr-maestro__fields">
        <SelectField
          label={t('lessons.group')}
          value={groupId}
          placeholder={t('lessons.chooseGroup')}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
          onChange={(event) => onGroupChange(event.target.value)}
          required
        />
        <SelectField
          label={t('lessons.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as ReportLanguage)}
          options={(['fr', 'en'] as const).map((value) => ({
            value,
            label: t(`lessons.languages.${value}`),
          }))}
        />
        <div className="cr-maestro__actions">
          <Button type="submit" disabled={asking || !groupId}>
            {asking ? t('lessons.asking') : t('lessons.ask')}
          </Button>
        </div>
      </form>
      {asking ? preview : null}
      {groupId && (
        <>
          <h3 className="cr-maestro__subtitle">{t('lessons.history')}</h3>
          {ideas.length === 0 ? (
            <p>{t('lessons.none')}</p>
          ) : (
            <ul className="cr-maestro__ideas">
              {ideas.map((item) => (
                <IdeasItem key={item.id} ideas={item} onKeep={onKeep} onDiscard={onDiscard} />
              ))}
            </ul>
          )}
          {hasMore && (
            <Button variant="secondary" onClick={onMore}>
              {t('lessons.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function IdeasItem({
  ideas,
  onKeep,
  onDiscard,
}: {
  ideas: LessonIdeas;
  onKeep: LessonIdeasViewProps['onKeep'];
  onDiscard: LessonIdeasViewProps['onDiscard'];
}) {
  const { t, i18n } = useTranslation('maestro');
  const kept = ideas.status === 'kept';
  const locale = i18n.language.startsWith('en') ? 'en-CA' : 'fr-CA';
  const asked = new Date(ideas.createdAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  const course = musicCourses.find((candidate) => candidate.code === ideas.programme);
  const level = course
    ? t('lessons.course', { label: course.label, year: course.secondaryYear })
    : t('lessons.otherLevel');
  return (
    <li lang={ideas.language} className="cr-maestro__idea-set">
      <p className="cr-maestro__badge">
        {kept ? t('lessons.keptLabel', { name: ideas.keptBy?.name ?? '' }) : t('lessons.label')}
      </p>
      <p className="cr-maestro__muted">{t('lessons.askedOn', { day: asked })}</p>
      <p className="cr-maestro__muted">{t('lessons.level', { level })}</p>
      <p className="cr-maestro__muted">
        {ideas.repertoire.length
          ? t('lessons.repertoire', { titles: ideas.repertoire.join(' · ') })
          : t('lessons.noRepertoire')}
      </p>
      <p className="cr-maestro__muted">
        {ideas.concert
          ? t('lessons.concert', {
              title: ideas.concert.title,
              day: new Date(`${ideas.concert.day}T12:00:00`).toLocaleDateString(locale, {
                dateStyle: 'long',
              }),
            })
          : t('lessons.noConcert')}
      </p>
      <IdeaList title={t('lessons.warmUps')} ideas={ideas.warmUps} />
      <IdeaList title={t('lessons.activities')} ideas={ideas.activities} />
      {ideas.concertFocus && (
        <p>
          <strong>{t('lessons.concertFocus')}</strong>
          {ideas.concertFocus}
        </p>
      )}
      {!kept && (
        <ReviewButtons
          className="cr-maestro__actions"
          accept={{
            label: t('lessons.keep'),
            name: t('lessons.keepFor', { day: asked }),
            choose: () => onKeep(ideas.id),
          }}
          discard={{
            label: t('lessons.discard'),
            name: t('lessons.discardFor', { day: asked }),
            choose: () => onDiscard(ideas.id),
          }}
        />
      )}
    </li>
  );
}

function IdeaList({ title, ideas }: { title: string; ideas: LessonIdea[] }) {
  const { t } = useTranslation('maestro');
  return (
    <div>
      <h4 className="cr-maestro__subtitle">{title}</h4>
      <ul className="cr-maestro__idea-list">
        {ideas.map((idea, index) => (
          <li key={index}>
            <strong>{idea.title}</strong> ({t('lessons.minutes', { count: idea.minutes })}) —{' '}
            {idea.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
