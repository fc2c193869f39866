import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { Button } from '@crescendo/ui';
import { dayLabel } from './day-label.js';
import { useLanguage } from '@crescendo/web-kit';
import { RecordingsPanel } from '@crescendo/web-kit/recordings';

/** Spec §2, the detail panel of one practice; it takes the focus when it opens. */
export function PracticeDetail({ practice, onClose }: { practice: PracticeReport; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [practice.id]);
  const rows: Array<[string, string]> = [
    [
      t('practiceStudent:practices.duration'),
      t('practiceStudent:practices.minutes', { count: practice.duration }),
    ],
    [t('practiceStudent:practices.place'), t(`practiceStudent:locations.${practice.location}`)],
    [t('practiceStudent:detail.type'), t(`practiceStudent:types.${practice.type}`)],
    ...(practice.homeworkTitle
      ? [[t('practiceStudent:detail.homeworkTitle'), practice.homeworkTitle] as [string, string]]
      : []),
    [t('practiceStudent:practices.content'), practice.content],
    [t('practiceStudent:detail.nextGoals'), practice.nextGoals],
    [t('practiceStudent:detail.submittedAt'), formatDateTime(practice.submittedAt, lang)],
  ];
  return (
    <section className="practice-detail" aria-labelledby="practice-detail-title">
      <h4 id="practice-detail-title" ref={heading} tabIndex={-1}>
        {t('practiceStudent:detail.title', { date: dayLabel(practice.practiceDate, lang) })}
      </h4>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="practice-detail__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* 'Ajouter un enregistrement' (issue 29 §2): its teacher hears it with the report or the submission. */}
      <RecordingsPanel target={{ practiceReportId: practice.id }} as="student" />
      <Button variant="secondary" className="practice-touch" onClick={onClose}>
        {t('common.close')}
      </Button>
    </section>
  );
}
