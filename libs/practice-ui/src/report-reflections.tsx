import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  listGroupReflectionsRoute,
  reflectionReportsMax,
  type PracticeReport,
  type Reflection,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** How the view reads the reflections of some reports of a group's students (a test hands its own). */
export type LoadReflections = (
  groupId: string,
  reports: Array<{ reportId: string; studentId: string }>,
) => Promise<{ reflections: Reflection[] }>;

export const loadReflections: LoadReflections = async (groupId, reports) => {
  const reflections: Reflection[] = [];
  for (let start = 0; start < reports.length; start += reflectionReportsMax) {
    const page = await callRoute(listGroupReflectionsRoute, {
      params: { groupId },
      body: { reports: reports.slice(start, start + reflectionReportsMax) },
    });
    reflections.push(...page.reflections);
  }
  return { reflections };
};

/**
 * 'Réflexions des élèves' (issue 29 §4): the reflections the students wrote after the practice reports shown
 * (goal → strategy → how it went), each beside its own student's report; nothing while none was written or
 * the gamification policy is off (the reports refuse then).
 */
export function ReportReflections({
  groupId,
  reports,
  nameOf,
  load = loadReflections,
}: {
  groupId: string;
  reports: readonly PracticeReport[];
  nameOf: (studentId: string) => string;
  load?: LoadReflections;
}) {
  const { t } = useTranslation('goals');
  const asked = reports.map((report) => ({ reportId: report.id, studentId: report.studentId }));
  const reflections = useQuery({
    queryKey: ['practice', 'reflections', groupId, asked.map((report) => report.reportId)],
    queryFn: () => load(groupId, asked),
    enabled: asked.length > 0,
    retry: false,
  });
  const byReport = new Map(
    (reflections.data?.reflections ?? []).map((reflection) => [
      `${reflection.reportId}|${reflection.studentId}`,
      reflection,
    ]),
  );
  const shown = reports.flatMap((report) => {
    const reflection = byReport.get(`${report.id}|${report.studentId}`);
    return reflection ? [{ report, reflection }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`reflections-${groupId}`} className="pu-section">
      <h3 id={`reflections-${groupId}`} className="pu-section__title">
        {t('reflection.teacherTitle')}
      </h3>
      <ul>
        {shown.map(({ report, reflection }) => (
          <li key={report.id}>
            <h4>{t('reflection.teacherOf', { name: nameOf(report.studentId), day: report.practiceDate })}</h4>
            <dl>
              {reflection.goal && (
                <>
                  <dt>{t('reflection.teacherGoal')}</dt>
                  <dd>{reflection.goal}</dd>
                </>
              )}
              {reflection.strategy && (
                <>
                  <dt>{t('reflection.teacherStrategy')}</dt>
                  <dd>{reflection.strategy}</dd>
                </>
              )}
              {reflection.outcome && (
                <>
                  <dt>{t('reflection.teacherOutcome')}</dt>
                  <dd>{reflection.outcome}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
