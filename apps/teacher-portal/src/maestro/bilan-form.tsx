import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { Button, SelectField, TextField } from '@crescendo/ui';
import { useProfiles } from '@crescendo/web-kit';

export interface BilanQuestion {
  groupId: string;
  studentId: string;
  from: string;
  to: string;
}

/** 'Bilan de l’élève': the group, one of its students, the period (the last 60 days by default). */
export function BilanForm({
  groups,
  initialGroupId,
  busy,
  onAsk,
}: {
  groups: Group[];
  initialGroupId: string | null;
  busy: boolean;
  onAsk: (question: BilanQuestion) => void;
}) {
  const { t } = useTranslation('maestro');
  const today = dayOf(new Date());
  // The group chosen here, else the sidebar's, else the first (the groups may arrive after the form).
  const [chosenGroupId, setGroupId] = useState<string | null>(null);
  const groupId = chosenGroupId ?? initialGroupId ?? groups[0]?.id ?? '';
  const [studentId, setStudentId] = useState('');
  const [from, setFrom] = useState(shiftDay(today, -60));
  const [to, setTo] = useState(today);
  const group = groups.find((candidate) => candidate.id === groupId);
  const profiles = useProfiles(group?.studentIds ?? []).data?.profiles ?? [];
  const students = [...profiles]
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'fr'))
    .map((profile) => ({ value: profile.id, label: `${profile.firstName} ${profile.lastName}` }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupId && studentId) onAsk({ groupId, studentId, from, to });
  };
  return (
    <form className="cr-maestro__panel" onSubmit={submit} aria-labelledby="maestro-bilan-title">
      <h2 id="maestro-bilan-title">{t('bilan.title')}</h2>
      <p className="cr-maestro__muted">{t('bilan.intro')}</p>
      <div className="cr-maestro__fields">
        <SelectField
          label={t('bilan.group')}
          value={groupId}
          placeholder={t('bilan.chooseGroup')}
          options={groups.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(event) => {
            setGroupId(event.target.value);
            setStudentId('');
          }}
          required
        />
        <SelectField
          label={t('bilan.student')}
          value={studentId}
          placeholder={t('bilan.chooseStudent')}
          options={students}
          onChange={(event) => setStudentId(event.target.value)}
          required
        />
        <TextField
          label={t('bilan.from')}
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
          required
        />
        <TextField
          label={t('bilan.to')}
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
          required
        />
      </div>
      <div className="cr-maestro__actions">
        <Button type="submit" disabled={busy || !groupId || !studentId}>
          {busy ? t('bilan.asking') : t('bilan.ask')}
        </Button>
      </div>
    </form>
  );
}
