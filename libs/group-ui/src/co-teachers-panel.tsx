import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Button, SelectField, Spinner, toast } from '@crescendo/ui';
import { useProfiles } from '@crescendo/web-kit';
import { personName, useCoTeacherChange, useColleagues } from './co-teachers-api.js';

/**
 * 'Co-enseignants' in a group's details (issue 24.1): who teaches it beside its lead teacher, and for those
 * who manage the group (its lead teacher, the admins), 'Ajouter un co-enseignant' among the school's staff.
 * The server decides; the screen only shows what `group.viewerCan` says.
 */
export function CoTeachersPanel({ group, listKey }: { group: Group; listKey: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const manages = group.viewerCan.includes('manage');
  const coTeacherIds = group.teacherIds.filter((id) => id !== group.teacherId);
  const names = useProfiles(coTeacherIds);
  const colleagues = useColleagues(manages);
  const add = useCoTeacherChange(group.id, 'add', listKey);
  const remove = useCoTeacherChange(group.id, 'remove', listKey);
  const [chosen, setChosen] = useState('');
  const failed = (error: unknown) => toast.error(describeError(error, i18n));
  const nameOf = (id: string) => {
    const person = names.data?.profiles.find((profile) => profile.id === id);
    return person ? personName(person) : t('groups.coTeachers.colleague');
  };
  const candidates = (colleagues.data ?? []).filter((person) => !group.teacherIds.includes(person.id));

  return (
    <div data-testid="co-teachers" className="gu-co-teachers">
      {coTeacherIds.length === 0 ? (
        <p>{t('groups.coTeachers.none')}</p>
      ) : (
        <ul className="gu-co-teachers__list">
          {coTeacherIds.map((id) => (
            <li key={id}>
              <span>{nameOf(id)}</span>
              {manages && (
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(id, {
                      onSuccess: () => toast.success(t('groups.coTeachers.removed')),
                      onError: failed,
                    })
                  }
                >
                  {t('groups.coTeachers.remove', { name: nameOf(id) })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages &&
        (colleagues.isPending ? (
          <Spinner label={t('app.loadingShort')} />
        ) : candidates.length === 0 ? (
          <p>{t('groups.coTeachers.noColleague')}</p>
        ) : (
          <form
            className="gu-row"
            onSubmit={(event) => {
              event.preventDefault();
              if (!chosen) return;
              add.mutate(chosen, {
                onSuccess: () => {
                  setChosen('');
                  toast.success(t('groups.coTeachers.added'));
                },
                onError: failed,
              });
            }}
          >
            <SelectField
              label={t('groups.coTeachers.colleague')}
              value={chosen}
              placeholder="—"
              onChange={(event) => setChosen(event.target.value)}
              options={candidates.map((person) => ({
                value: person.id,
                label: `${personName(person)} (${person.email})`,
              }))}
            />
            <Button type="submit" variant="secondary" disabled={!chosen || add.isPending}>
              {t('groups.coTeachers.add')}
            </Button>
          </form>
        ))}
    </div>
  );
}
