import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportLanguage, Term } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { ReportCardBatch } from '@crescendo/reports-ui';
import { SelectField } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';

/**
 * 'Tous les bulletins de l'école' (issue 29 §3, decision 0075): the admin renders every report card of the school
 * for a term (the current one by default) into one zip, in French or English, and follows the job's progress.
 */
export function SchoolReportCards({ terms }: { terms: readonly Term[] }) {
  const { t } = useTranslation('reports');
  const today = dayOf(new Date());
  const current = terms.find((term) => term.startsOn <= today && today <= term.endsOn) ?? terms[0]!;
  const [termId, setTermId] = useState(current.id);
  const [language, setLanguage] = useState<ReportLanguage>(useLanguage() === 'en' ? 'en' : 'fr');
  const chosen = terms.some((term) => term.id === termId) ? termId : current.id;
  return (
    <>
      <div className="cr-terms__batch-choice">
        <SelectField
          label={t('terms.batches.term')}
          value={chosen}
          onChange={(event) => setTermId(event.target.value)}
          options={terms.map((term) => ({ value: term.id, label: term.name }))}
        />
        <SelectField
          label={t('terms.batches.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'fr')}
          options={[
            { value: 'fr', label: t('terms.batches.french') },
            { value: 'en', label: t('terms.batches.english') },
          ]}
        />
      </div>
      <ReportCardBatch groupId={null} termId={chosen} language={language} />
    </>
  );
}
