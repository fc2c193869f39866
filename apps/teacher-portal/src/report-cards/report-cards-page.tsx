import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GroupReportRow, SaveReportCardInput } from '@crescendo/contracts';
import { dayOf, schoolYearOf } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { ReportCardBatch } from '@crescendo/reports-ui';
import { Alert, Button, EmptyState, SelectField, Spinner, TableScroll, toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { LoadMoreButton, useAnswerProgress, useLanguage, useProfiles, withToasts } from '@crescendo/web-kit';
import { useGroups } from '../groups/groups-api.js';
import { useMaestroStatus } from '../maestro/maestro-api.js';
import type { TeacherOutletContext } from '../pages.js';
import { MaestroCommentDrafts } from './maestro-comment-drafts.js';
import { useCommentDraftChanges, useCommentDrafts } from './maestro-comments-api.js';
import { ReportCardModal } from './report-card-modal.js';
import { useCommentBank, useGroupReportCards, useReportCardChanges, useTerms } from './report-cards-api.js';
import { ReportCardsStyles } from './report-cards-styles.js';
import { WorkCells } from './work-cells.js';

/**
 * 'Bulletins' (/teacher/bulletins, issue 29 §3): for one of the teacher's groups (the sidebar's by default) and
 * a term of this school year, its students with their term's work, 'Rédiger' a report card (marks per competency, the comment bank)
 * and 'Publier' it.
 */
export function ReportCardsPage() {
  const { t, i18n } = useTranslation(['translation', 'reports', 'maestroComments']);
  const sidebar = useOutletContext<TeacherOutletContext>();
  const groupsQuery = useGroups();
  const groups = groupsQuery.data?.groups ?? [];
  const [chosenGroupId, setGroupId] = useState<string | null>(null);
  // The group chosen here, else the sidebar's, else the first of the teacher's groups.
  const groupId =
    [chosenGroupId, sidebar.groupId].find((id) => groups.some((group) => group.id === id)) ??
    groups[0]?.id ??
    null;
  const now = new Date();
  const terms = useTerms(schoolYearOf(now));
  const today = dayOf(now);
  const saved = terms.data?.terms ?? [];
  const current = saved.find((term) => term.startsOn <= today && today <= term.endsOn) ?? saved[0];
  const [chosenTermId, setTermId] = useState<string | null>(null);
  const term = saved.find((candidate) => candidate.id === chosenTermId) ?? current ?? null;
  const cards = useGroupReportCards(groupId, term?.id ?? null);
  const rows = cards.data?.pages.flatMap((page) => page.rows) ?? [];
  const profiles = useProfiles(rows.map((row) => row.studentId));
  const [writing, setWriting] = useState<GroupReportRow | null>(null);
  const language = useLanguage() === 'en' ? 'en' : 'fr';
  const bank = useCommentBank(language);
  const { save, publish } = useReportCardChanges();
  const nameOf = (studentId: string) => {
    const found = profiles.data?.profiles.find((profile) => profile.id === studentId);
    return found ? `${found.firstName} ${found.lastName}` : t('reports:teacher.formerStudent');
  };
  const failed = (words: string) => (error: unknown) => `${words} ${describeError(error, i18n)}`;
  const saveCard = (card: SaveReportCardInput) =>
    withToasts(save.mutateAsync(card), t('reports:card.saved'), failed(t('reports:card.saveFailed')));
  const publishCard = (reportCardId: string) =>
    void withToasts(
      publish.mutateAsync(reportCardId),
      t('reports:teacher.published'),
      failed(t('reports:teacher.publishFailed')),
    ).catch(() => undefined);

  if (groupsQuery.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groupId === null) return <Alert tone="info">{t('reports:teacher.chooseGroup')}</Alert>;
  if (terms.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (terms.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  if (!term) return <Alert tone="info">{t('reports:teacher.noTerms')}</Alert>;
  return (
    <>
      <ReportCardsStyles />
      <div className="cr-report-cards__choice">
        <SelectField
          label={t('reports:teacher.group')}
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
        <SelectField
          label={t('reports:teacher.term')}
          value={term.id}
          onChange={(event) => setTermId(event.target.value)}
          options={saved.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      </div>
      <ReportCardBatch groupId={groupId} termId={term.id} language={language} />
      <MaestroComments groupId={groupId} termId={term.id} nameOf={nameOf} failed={failed} />
      {cards.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : cards.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={t('reports:teacher.noStudents')} />
      ) : (
        <TableScroll label={t('reports:teacher.tableLabel')}>
          <table className="cr-report-cards">
            <thead>
              <tr>
                <th scope="col">{t('reports:teacher.columns.student')}</th>
                <th scope="col">{t('reports:teacher.columns.marks')}</th>
                <th scope="col">{t('reports:teacher.columns.consistency')}</th>
                <th scope="col">{t('reports:teacher.columns.handedIn')}</th>
                <th scope="col">{t('reports:teacher.columns.gradedAverage')}</th>
                <th scope="col">{t('reports:teacher.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = nameOf(row.studentId);
                const card = row.reportCard;
                const marks = card
                  ? [card.marks.create, card.marks.perform, card.marks.appreciate]
                      .map((mark) => (mark === null ? t('reports:teacher.noMark') : mark))
                      .join(' / ')
                  : t('reports:teacher.noMark');
                return (
                  <tr key={row.studentId}>
                    <th scope="row">{name}</th>
                    <td>{marks}</td>
                    <WorkCells work={row.work} />
                    <td>
                      <span className="cr-report-cards__status">
                        {t(`reports:teacher.status.${card?.status ?? 'none'}`)}
                      </span>
                      <span className="cr-report-cards__actions">
                        <Button
                          variant="secondary"
                          aria-label={t('reports:teacher.writeFor', { name })}
                          onClick={() => setWriting(row)}
                        >
                          {t('reports:teacher.write')}
                        </Button>
                        {card && card.status === 'draft' && (
                          <Button
                            aria-label={t('reports:teacher.publishFor', { name })}
                            onClick={() => publishCard(card.id)}
                            disabled={publish.isPending}
                          >
                            {t('reports:teacher.publish')}
                          </Button>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMoreButton pages={cards} label={t('reports:teacher.loadMore')} />
      {writing && (
        <ReportCardModal
          row={writing}
          studentName={nameOf(writing.studentId)}
          term={term}
          groupId={groupId}
          comments={bank.data?.comments ?? []}
          onSave={saveCard}
          onClose={() => setWriting(null)}
        />
      )}
    </>
  );
}

/**
 * 'Brouillons de Maestro IA' for the group's term (issue 30 §2), shown only while Maestro IA is on for the
 * group and a model is configured (the server refuses otherwise, with the reason).
 */
function MaestroComments({
  groupId,
  termId,
  nameOf,
  failed,
}: {
  groupId: string;
  termId: string;
  nameOf: (studentId: string) => string;
  failed: (words: string) => (error: unknown) => string;
}) {
  const { t } = useTranslation('maestroComments');
  const status = useMaestroStatus(groupId);
  const on = status.data?.enabled === true && status.data.configured;
  const drafts = useCommentDrafts(groupId, termId, on);
  const { ask, approve, discard } = useCommentDraftChanges(groupId, termId);
  const { me } = useAuth();
  const answer = useAnswerProgress(me?.id);
  if (!on) return null;
  return (
    <MaestroCommentDrafts
      drafts={drafts.data?.pages.flatMap((page) => page.drafts) ?? []}
      hasMore={drafts.hasNextPage}
      onMore={() => void drafts.fetchNextPage()}
      nameOf={nameOf}
      demonstration={status.data?.model?.demonstration ?? false}
      asking={ask.isPending}
      preview={me ? answer.progress : null}
      onAsk={(language, competency) =>
        ask
          .mutateAsync({
            language,
            ...(competency ? { competency } : {}),
            ...(me ? { progressKey: answer.start() } : {}),
          })
          .finally(answer.stop)
          .then(
            (reply) => {
              toast.success(t('asked', { count: reply.drafts.length }));
              if (reply.failed.length) toast.error(t('someFailed', { count: reply.failed.length }));
            },
            (error: unknown) => {
              toast.error(failed(t('askFailed'))(error));
              throw error;
            },
          )
      }
      onApprove={(draftId, text) =>
        withToasts(approve.mutateAsync({ draftId, text }), t('approved'), failed(t('approveFailed')))
      }
      onDiscard={(draftId) =>
        withToasts(discard.mutateAsync(draftId), t('discarded'), failed(t('discardFailed')))
      }
    />
  );
}
