import { useTranslation } from 'react-i18next';
import { musicCompetencies } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, Spinner, toast } from '@crescendo/ui';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';
import { downloadReportCard, useMyReportCards } from './report-cards-api.js';

/** 'Mes bulletins' (issue 29 §3): the report cards the teachers published, each with 'Télécharger (PDF)'. */
export function MyReportCards() {
  const { t, i18n } = useTranslation(['translation', 'reports']);
  const language = useLanguage();
  const pages = useMyReportCards();
  const cards = pages.data?.pages.flatMap((page) => page.reportCards) ?? [];
  const download = (reportCardId: string) =>
    downloadReportCard(reportCardId, language === 'en' ? 'en' : 'fr').catch((error: unknown) =>
      toast.error(`${t('reports:student.downloadFailed')} ${describeError(error, i18n)}`),
    );
  return (
    <section aria-labelledby="my-report-cards" className="student-report-cards">
      <h3 id="my-report-cards">{t('reports:student.title')}</h3>
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : cards.length === 0 ? (
        <p>{t('reports:student.empty')}</p>
      ) : (
        <ul className="student-report-cards__list">
          {cards.map((card) => (
            <li key={card.id}>
              <h4>{t('reports:student.heading', { term: card.term.name, group: card.groupName })}</h4>
              <ul>
                {musicCompetencies.map((competency) => {
                  const mark = card.marks[competency.id];
                  return (
                    <li key={competency.id}>
                      {t('reports:student.markLine', {
                        competency: t(`reports:topics.${competency.id}`),
                        mark:
                          mark === null
                            ? t('reports:student.notEvaluated')
                            : t('reports:student.mark', { mark }),
                      })}
                    </li>
                  );
                })}
              </ul>
              {card.comment && <p>{card.comment}</p>}
              <Button
                variant="secondary"
                aria-label={t('reports:student.downloadOf', { term: card.term.name, group: card.groupName })}
                onClick={() => void download(card.id)}
              >
                {t('reports:student.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('reports:student.loadMore')} />
    </section>
  );
}
