import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { badgeKindSchema, type Badge, type BadgeKind, type Group } from '@crescendo/contracts';
import { Alert, Button, SelectField, TextField, toast } from '@crescendo/ui';
import { motivationApi, type BadgeFields, type MotivationApi } from './motivation-api.js';
import {
  MotivationSection,
  useListChange,
  useServerDecidedForm,
  useStudentNames,
} from './motivation-parts.js';

const badgesKey = (groupId: string) => ['reports', 'badges', 'group', groupId];
const kinds = badgeKindSchema.options as readonly BadgeKind[];

/**
 * 'Badges' of a group (issue 29 §4), for its teachers: 'Accorder un badge' to a student for evidence they
 * confirmed ('Tempo atteint', 'Pièce interprétée', 'Gamme réussie' or a name of their own) → 'Badge accordé';
 * the badges granted, and 'Retirer' for a mistake. No ranking. Nothing shows while the policy is off.
 */
export function GroupBadgesPanel({ group, api = motivationApi }: { group: Group; api?: MotivationApi }) {
  const { t } = useTranslation(['translation', 'goals']);
  const client = useQueryClient();
  const badges = useQuery({
    queryKey: badgesKey(group.id),
    queryFn: () => api.badges(group.id),
    retry: false,
  });
  const nameOf = useStudentNames('badge-names', group.studentIds, api.names);
  const badgeName = (badge: Badge) => badge.label ?? t(`goals:badges.kinds.${badge.kind}`);
  const remove = useListChange(
    badgesKey(group.id),
    (badgeId) => api.removeBadge(badgeId),
    t('goals:badges.removed'),
  );

  return (
    <MotivationSection id={`badges-${group.id}`} title={t('goals:badges.title')} query={badges}>
      {(data) => (
        <>
          <p>{t('goals:badges.note')}</p>
          <BadgeForm
            students={group.studentIds.map((id) => ({ value: id, label: nameOf(id) }))}
            onSave={async (fields) => {
              await api.grantBadge(group.id, fields);
              toast.success(t('goals:badges.granted'));
              void client.invalidateQueries({ queryKey: badgesKey(group.id) });
            }}
          />
          <h3>{t('goals:badges.recent')}</h3>
          {data.badges.length === 0 ? (
            <p>{t('goals:badges.none')}</p>
          ) : (
            <ul>
              {data.badges.map((badge) => (
                <li key={badge.id}>
                  {t('goals:badges.forStudent', { badge: badgeName(badge), name: nameOf(badge.studentId) })}
                  {badge.evidence && ` (${badge.evidence})`}{' '}
                  <Button
                    variant="ghost"
                    aria-label={t('goals:badges.removeLabel', {
                      badge: badgeName(badge),
                      name: nameOf(badge.studentId),
                    })}
                    onClick={() => remove.mutate(badge.id)}
                  >
                    {t('goals:badges.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </MotivationSection>
  );
}

function BadgeForm({
  students,
  onSave,
}: {
  students: Array<{ value: string; label: string }>;
  onSave: (fields: BadgeFields) => Promise<void>;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  const [studentId, setStudentId] = useState('');
  const [kind, setKind] = useState<BadgeKind>('tempo');
  const [label, setLabel] = useState('');
  const [evidence, setEvidence] = useState('');
  const { error, saving, submit } = useServerDecidedForm(onSave, () => {
    setLabel('');
    setEvidence('');
  });
  return (
    <form
      onSubmit={(event) =>
        void submit(event, {
          studentId,
          kind,
          label: kind === 'custom' ? label : null,
          evidence: evidence.trim() ? evidence : null,
        })
      }
      aria-label={t('goals:badges.grant')}
    >
      <h3>{t('goals:badges.grant')}</h3>
      <SelectField
        label={t('goals:badges.fields.student')}
        placeholder={t('goals:badges.fields.chooseStudent')}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
        options={students}
      />
      <SelectField
        label={t('goals:badges.fields.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as BadgeKind)}
        options={kinds.map((value) => ({ value, label: t(`goals:badges.kinds.${value}`) }))}
      />
      {kind === 'custom' && (
        <TextField
          label={t('goals:badges.fields.label')}
          value={label}
          maxLength={60}
          onChange={(event) => setLabel(event.target.value)}
        />
      )}
      <TextField
        label={t('goals:badges.fields.evidence')}
        placeholder={t('goals:badges.fields.evidencePlaceholder')}
        value={evidence}
        maxLength={200}
        onChange={(event) => setEvidence(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving}>
        {t('goals:badges.grant')}
      </Button>
    </form>
  );
}
