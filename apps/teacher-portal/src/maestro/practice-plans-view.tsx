import { useTranslation } from 'react-i18next';
import type { Group, PracticePlan } from '@crescendo/contracts';
import { Alert, Button, SelectField, Spinner } from '@crescendo/ui';
import { ReviewButtons } from './review-buttons.js';

export interface PracticePlansViewProps {
  groups: Group[];
  groupId: string;
  onGroupChange: (groupId: string) => void;
  /** The chosen group's students' plans, newest first. */
  plans: readonly PracticePlan[];
  hasMore: boolean;
  /** The chosen group's first page is on its way, or could not be read: never shown as 'none'. */
  loading?: boolean;
  failed?: boolean;
  onMore: () => void;
  onKeep: (practicePlanId: string) => Promise<unknown>;
  onDiscard: (practicePlanId: string) => Promise<unknown>;
}

/**
 * 'Plans de pratique des élèves' (issue 30 §2): the plans the group's students asked Maestro IA for, each with
 * its assignment, the difficulty the student described and its sessions; 'Brouillon de Maestro IA' until the
 * teacher keeps it ('Généré par Maestro IA — approuvé par …', what the student then reads) or discards it.
 */
export function PracticePlansView({
  groups,
  groupId,
  onGroupChange,
  plans,
  hasMore,
  loading = false,
  failed = false,
  onMore,
  onKeep,
  onDiscard,
}: PracticePlansViewProps) {
  const { t } = useTranslation(['maestro', 'translation']);
  return (
    <section className="cr-maestro__panel" aria-labelledby="maestro-plans-title">
      <h2 id="maestro-plans-title">{t('studentPlans.title')}</h2>
      <p className="cr-maestro__muted">{t('studentPlans.intro')}</p>
      <div className="cr-maestro__fields">
        <SelectField
          label={t('studentPlans.group')}
          value={groupId}
          placeholder={t('lessons.chooseGroup')}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
          onChange={(event) => onGroupChange(event.target.value)}
        />
      </div>
      {groupId &&
        (loading ? (
          <Spinner label={t('translation:app.loadingShort')} />
        ) : failed ? (
          <Alert tone="error">{t('translation:app.loadFailed')}</Alert>
        ) : plans.length === 0 ? (
          <p>{t('studentPlans.none')}</p>
        ) : (
          <ul className="cr-maestro__ideas" aria-labelledby="maestro-plans-title">
            {plans.map((plan) => (
              <PlanItem key={plan.id} plan={plan} onKeep={onKeep} onDiscard={onDiscard} />
            ))}
          </ul>
        ))}
      {groupId && hasMore && (
        <div className="cr-maestro__actions">
          <Button variant="secondary" onClick={onMore}>
            {t('studentPlans.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

function PlanItem({
  plan,
  onKeep,
  onDiscard,
}: {
  plan: PracticePlan;
  onKeep: PracticePlansViewProps['onKeep'];
  onDiscard: PracticePlansViewProps['onDiscard'];
}) {
  const { t, i18n } = useTranslation('maestro');
  const kept = plan.status === 'kept';
  const locale = i18n.language.startsWith('en') ? 'en-CA' : 'fr-CA';
  const asked = new Date(plan.createdAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  const name = plan.studentName ?? t('studentPlans.unknownStudent');
  const titleId = `maestro-plan-${plan.id}`;
  return (
    <li lang={plan.language} className="cr-maestro__idea-set" aria-labelledby={titleId}>
      <h3 id={titleId} className="cr-maestro__subtitle">
        {t('studentPlans.student', { name })}
      </h3>
      <p className="cr-maestro__badge">
        {kept ? t('practicePlan.keptBy', { name: plan.keptBy?.name ?? '' }) : t('practicePlan.draft')}
      </p>
      <p className="cr-maestro__muted">{t('practicePlan.askedOn', { day: asked })}</p>
      <p>{t('studentPlans.forAssignment', { title: plan.assignmentTitle })}</p>
      {plan.assignmentDeleted && <p className="cr-maestro__muted">{t('practicePlan.assignmentDeleted')}</p>}
      <p>{t('studentPlans.difficulty', { text: plan.difficulty })}</p>
      <ol className="cr-maestro__idea-list" aria-label={t('practicePlan.sessions')}>
        {plan.sessions.map((session, index) => (
          <li key={index}>
            <strong>{session.day}</strong> ({t('practicePlan.minutes', { count: session.minutes })}) —{' '}
            {session.focus} {t('practicePlan.goal', { goal: session.goal })}
          </li>
        ))}
      </ol>
      {!kept && (
        <ReviewButtons
          className="cr-maestro__actions"
          accept={{
            label: t('studentPlans.keep'),
            name: t('studentPlans.keepFor', { name, day: asked }),
            choose: () => onKeep(plan.id),
          }}
          discard={{
            label: t('studentPlans.discard'),
            name: t('studentPlans.discardFor', { name, day: asked }),
            choose: () => onDiscard(plan.id),
          }}
        />
      )}
    </li>
  );
}
