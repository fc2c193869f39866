import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  planningConflictsInputSchema,
  type PlanningConflict,
  type PlanningConflictsInput,
} from '@crescendo/contracts';
import { eventContractOf, nothingKept, type EventFormValues, type KeptFields } from './event-form.js';

/** How the form asks the planning what an event would collide with. */
export type ConflictsAsker = (
  body: PlanningConflictsInput,
  signal?: AbortSignal,
) => Promise<PlanningConflict[]>;

/** The form waits this long after the last keystroke before asking. */
export const conflictsDebounceMs = 400;

/** The event being checked: what an edit keeps unseen, its id (it never collides with itself). */
export interface ConflictsOf {
  kept?: KeptFields;
  eventId?: string | null;
  /** A teacher's check waits for a group: the planning refuses the whole school to a teacher. */
  groupRequired?: boolean;
}

/**
 * What to ask once the day and times are filled (title and type do not change a collision: stand-ins while
 * empty), or null while the form cannot be read as an event yet.
 */
export function conflictsQueryOf(
  values: EventFormValues,
  { kept = nothingKept, eventId = null, groupRequired = false }: ConflictsOf = {},
): PlanningConflictsInput | null {
  if (!values.day || !values.startTime || !values.endTime) return null;
  if (groupRequired && !values.groupId) return null;
  const parsed = planningConflictsInputSchema.safeParse({
    ...eventContractOf(values, kept),
    title: values.title.trim() || '—',
    type: values.type || 'rehearsal',
    eventId,
  });
  return parsed.success ? (parsed.data as PlanningConflictsInput) : null;
}

/** The conflicts of the form's event as it stands, asked `conflictsDebounceMs` after its last change. */
export function useEventConflicts(
  ask: ConflictsAsker | undefined,
  values: EventFormValues,
  of: ConflictsOf = {},
): PlanningConflict[] {
  const [conflicts, setConflicts] = useState<PlanningConflict[]>([]);
  const query = ask ? conflictsQueryOf(values, of) : null;
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (!ask || !key) {
      setConflicts([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ask(JSON.parse(key) as PlanningConflictsInput, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setConflicts(found);
        },
        // A failed check warns of nothing: saving decides.
        () => undefined,
      );
    }, conflictsDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, key]);
  return conflicts;
}

/** '12 déc.' / 'Dec 12': a day of the school's calendar. */
export function conflictDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-CA' : 'fr-CA', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** '12 déc., 19 h' / 'Dec 12, 7:00 p.m.': the other event's first colliding day and time, in the school's. */
export function conflictWhen(day: string, time: string, lang: string): string {
  const date = conflictDay(day, lang);
  const [hours = '0', minutes = '00'] = time.split(':');
  if (lang.startsWith('en')) {
    const clock = new Intl.DateTimeFormat('en-CA', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    }).format(new Date(`2000-01-01T${hours.padStart(2, '0')}:${minutes}:00Z`));
    return `${date}, ${clock}`;
  }
  // Quebec's way ('19 h', '18 h 30'), which Intl's fr-CA ('19 h 00') does not write.
  return `${date}, ${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`;
}

/** 'Conflit : …' lines, above the save button; saving anyway stays possible. */
export function EventConflicts({ conflicts, place }: { conflicts: PlanningConflict[]; place: string }) {
  const { t, i18n } = useTranslation(['translation', 'planning']);
  if (conflicts.length === 0) return <div role="status" aria-live="polite" />;
  return (
    <div role="status" aria-live="polite" className="cr-event-conflicts">
      {conflicts.map((conflict) => {
        const when = conflictWhen(conflict.event.day, conflict.event.startTime, i18n.language);
        const title = conflict.event.title;
        const calendar = conflict.calendar?.name ?? '';
        return (
          <p key={`${conflict.kind}-${conflict.event.id}`}>
            {conflict.kind === 'student'
              ? t('planning:conflicts.students', { count: conflict.students ?? 1, title, when })
              : conflict.kind === 'imported'
                ? conflict.allDay
                  ? t('planning:conflicts.importedDay', {
                      date: conflictDay(conflict.event.day, i18n.language),
                      title,
                      calendar,
                    })
                  : t('planning:conflicts.importedEvent', { title, when, calendar })
                : t('planning:conflicts.place', { place: place.trim(), title, when })}
          </p>
        );
      })}
      <p>{t('planning:conflicts.saveAnyway')}</p>
    </div>
  );
}
