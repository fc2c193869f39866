import { useEffect, useMemo, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Assignment, ImportedDay, PlanningEventInput, PlanningOccurrence } from '@crescendo/contracts';
import { dayOf, monthOf, shiftDay, type DayRange } from '@crescendo/domain';
import { formatDate, formatTime } from '@crescendo/i18n';
import { Alert, Button, EmptyState, Modal, Spinner } from '@crescendo/ui';
import {
  EventFormDialog,
  EventSummary,
  ImportedDaySummary,
  askConflicts,
  formOfEvent,
  importedDaysWithin,
  useAddEvent,
  useCancelEvent,
  TripConsentsPanel,
  useRangeImportedDays,
  useEquipmentApi,
  useRangeOccurrences,
  useUpdateEvent,
} from '@crescendo/planning-ui';
import { LoadMoreButton, useLanguage, withToasts } from '@crescendo/web-kit';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';
import { useDueAssignments } from './calendar-api.js';
import { CalendarStyles } from './calendar-styles.js';
import { GoogleCalendarPanel } from './google-calendar-panel.js';

export type CalendarView = 'month' | 'week';

/** The week (Monday to Sunday) of a day, `offset` weeks later. */
export function weekOf(day: string, offset = 0): DayRange {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = shiftDay(day, offset * 7 - weekday);
  return { from, to: shiftDay(from, 6) };
}

type Item =
  | { kind: 'event'; key: string; at: string; occurrence: PlanningOccurrence }
  | { kind: 'due'; key: string; at: string; assignment: Assignment }
  | { kind: 'imported'; key: string; at: string; day: ImportedDay };

/**
 * Events, due dates and the school's imported days (a pedagogical day on each day of the period it covers, first
 * of its day) of the period, by day (in the school's time zone), in time order.
 */
export function byDay(
  occurrences: readonly PlanningOccurrence[],
  due: readonly Assignment[],
  imported: readonly ImportedDay[] = [],
  range?: DayRange,
): Array<[string, Item[]]> {
  const items: Array<[string, Item]> = [
    ...imported.flatMap((day) =>
      importedDaysWithin(day, range ?? { from: day.firstDay, to: day.lastDay }).map(
        (on) =>
          [
            on,
            { kind: 'imported', key: `imported-${day.id}-${on}`, at: day.allDay ? '' : day.startsAt, day },
          ] as [string, Item],
      ),
    ),
    ...occurrences.map(
      (occurrence) =>
        [
          occurrence.occurrenceDay,
          { kind: 'event', key: occurrence.occurrenceId, at: occurrence.startsAt, occurrence },
        ] as [string, Item],
    ),
    ...due.map(
      (assignment) =>
        [
          assignment.dueDate,
          { kind: 'due', key: `due-${assignment.id}`, at: assignment.dueAt, assignment },
        ] as [string, Item],
    ),
  ];
  const days = new Map<string, Item[]>();
  for (const [day, item] of items.sort(([a, x], [b, y]) => a.localeCompare(b) || x.at.localeCompare(y.at)))
    days.set(day, [...(days.get(day) ?? []), item]);
  return [...days.entries()];
}

/** The teacher's 'Calendrier' (/teacher/calendrier, issue 28 §2), for the sidebar's group (or all of mine). */
export function TeacherCalendarPage() {
  const { groupId } = useOutletContext<TeacherOutletContext>();
  return <CalendarView groupId={groupId} resumeGroupId={useCalendarReturn()} />;
}

/**
 * Back from Google's consent for the calendar scopes (`?auth=google_success&calendar=<groupId>`, issue 28 §7):
 * that group, once, for its panel to publish now; both marks leave the address.
 */
function useCalendarReturn(): string | null {
  const [params, setParams] = useSearchParams();
  const arrived = params.get('calendar');
  const [returned, setReturned] = useState<string | null>(null);
  useEffect(() => {
    if (!arrived) return;
    setReturned(arrived);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('calendar');
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [arrived, setParams]);
  return returned;
}

/**
 * The month's (or the week's) events of my groups and the school's as a list by day (the accessible view),
 * with my groups' assignment due dates; 'Nouvel événement' for a group I teach, 'Modifier' and "Annuler
 * l'événement" for an event whose groups I all teach (the planning holds both rules too).
 */
export function CalendarView({
  groupId,
  today,
  resumeGroupId = null,
}: {
  groupId: string | null;
  today?: string;
  /** Back from Google's consent to publish this group's events (issue 28 §7). */
  resumeGroupId?: string | null;
}) {
  const { t } = useTranslation(['translation', 'planning', 'teacherCalendar']);
  const lang = useLanguage();
  const [view, setView] = useState<CalendarView>('month');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<PlanningOccurrence | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<PlanningOccurrence | null>(null);
  /** The item whose 'Consentements' are open (a 'Sortie' of my groups). */
  const [consentsOf, setConsentsOf] = useState<string | null>(null);
  const day = today ?? dayOf(new Date());
  const range = view === 'month' ? monthOf(day, offset) : weekOf(day, offset);
  const pages = useRangeOccurrences(range, groupId);
  const importedPages = useRangeImportedDays(range);
  const due = useDueAssignments(range, groupId);
  const groupsQuery = useGroups();
  const add = useAddEvent();
  const update = useUpdateEvent();
  const cancel = useCancelEvent();
  const equipment = useEquipmentApi();
  const groups = useMemo(() => groupsQuery.data?.groups ?? [], [groupsQuery.data]);
  const taughtGroups = useMemo(() => groups.filter((group) => group.viewerCan.includes('teach')), [groups]);
  const taught = useMemo(() => new Set(taughtGroups.map((group) => group.id)), [taughtGroups]);
  const groupName = new Map(groups.map((group) => [group.id, group.name] as const));
  /** The group whose 'Publier dans Google Agenda' shows: the sidebar's, or the one back from Google's consent. */
  const publishedGroup = groupId ?? resumeGroupId;
  const occurrences = pages.data?.pages.flatMap((page) => page.occurrences) ?? [];
  const importedDays = importedPages.data?.pages.flatMap((page) => page.days) ?? [];
  const longDay = (value: string) => formatDate(`${value}T12:00:00Z`, lang);
  const title =
    view === 'month'
      ? new Intl.DateTimeFormat(lang === 'en' ? 'en-CA' : 'fr-CA', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${range.from}T12:00:00Z`))
      : t('teacherCalendar:week.title', { day: longDay(range.from) });
  const mine = (occurrence: PlanningOccurrence) =>
    occurrence.event.status !== 'cancelled' &&
    occurrence.event.groupIds.length > 0 &&
    occurrence.event.groupIds.every((id) => taught.has(id));
  const editForm = useMemo(
    () =>
      editing && editing !== 'new'
        ? {
            eventId: editing.event.id,
            ...formOfEvent(editing.event, taught),
            equipment: editing.event.equipment ?? [],
          }
        : undefined,
    [editing, taught],
  );

  const save = (event: PlanningEventInput) =>
    editForm
      ? withToasts(
          update.mutateAsync({ eventId: editForm.eventId, body: event }),
          t('teacherCalendar:saved'),
          t('teacherCalendar:saveFailed'),
        )
      : withToasts(add.mutateAsync(event), t('planning:added'), t('planning:addFailed'));
  const cancelOne = (eventId: string) =>
    withToasts(cancel.mutateAsync(eventId), t('planning:cancelDone'), t('planning:cancelFailed')).catch(
      () => undefined,
    );
  const move = (step: number) => setOffset(offset + step);
  const choose = (next: CalendarView) => {
    setView(next);
    setOffset(0);
  };

  return (
    <div className="cr-calendar">
      <CalendarStyles />
      <div className="cr-calendar__toolbar">
        <div role="group" aria-label={t('teacherCalendar:views.label')} className="cr-calendar__views">
          {(['month', 'week'] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'ghost'}
              aria-pressed={view === option}
              onClick={() => choose(option)}
            >
              {t(`teacherCalendar:views.${option}`)}
            </Button>
          ))}
        </div>
        <Button
          onClick={() => setEditing('new')}
          disabled={groupsQuery.isSuccess && taughtGroups.length === 0}
        >
          {t('planning:add')}
        </Button>
      </div>
      <div className="cr-calendar__period">
        <Button
          variant="secondary"
          onClick={() => move(-1)}
          aria-label={view === 'month' ? t('planning:month.previous') : t('teacherCalendar:week.previous')}
        >
          ‹
        </Button>
        <h2 aria-live="polite">{title}</h2>
        <Button
          variant="secondary"
          onClick={() => move(1)}
          aria-label={view === 'month' ? t('planning:month.next') : t('teacherCalendar:week.next')}
        >
          ›
        </Button>
      </div>
      {publishedGroup && taught.has(publishedGroup) ? (
        <GoogleCalendarPanel
          key={publishedGroup}
          groupId={publishedGroup}
          groupName={groupName.get(publishedGroup) ?? ''}
          resume={publishedGroup === resumeGroupId}
        />
      ) : null}
      {groupsQuery.isSuccess && taughtGroups.length === 0 ? (
        <Alert tone="info">{t('teacherCalendar:noGroups')}</Alert>
      ) : null}
      {due.isError ? <Alert tone="info">{t('teacherCalendar:dueUnavailable')}</Alert> : null}
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : occurrences.length === 0 && (due.data ?? []).length === 0 && importedDays.length === 0 ? (
        <EmptyState title={view === 'month' ? t('planning:month.empty') : t('teacherCalendar:week.empty')} />
      ) : (
        <ol className="cr-calendar__days" aria-label={t('teacherCalendar:listLabel')}>
          {byDay(occurrences, due.data ?? [], importedDays, range).map(([itemDay, items]) => (
            <li key={itemDay} className="cr-calendar__day">
              <h3>{longDay(itemDay)}</h3>
              <ul className="cr-calendar__items">
                {items.map((item) => {
                  if (item.kind === 'imported')
                    // Read-only: the admin's import, changed by importing it again.
                    return (
                      <li key={item.key} className="cr-calendar__item cr-calendar__item--imported">
                        <ImportedDaySummary
                          item={item.day}
                          time={(value) => formatTime(value, lang)}
                          classPrefix="cr-calendar"
                        />
                      </li>
                    );
                  if (item.kind === 'due') {
                    const { assignment } = item;
                    return (
                      <li key={item.key} className="cr-calendar__item cr-calendar__item--due">
                        <div>
                          <p>
                            <span className="cr-calendar__title">
                              {t('teacherCalendar:due.item', { title: assignment.title })}
                            </span>
                          </p>
                          <p>
                            {t('teacherCalendar:due.label')}{' '}
                            {t('teacherCalendar:due.at', {
                              time: formatTime(assignment.dueAt, lang),
                            })}
                            {groupName.get(assignment.groupId)
                              ? ` · ${groupName.get(assignment.groupId)}`
                              : ''}
                          </p>
                        </div>
                      </li>
                    );
                  }
                  const { occurrence } = item;
                  const { event } = occurrence;
                  const cancelled = event.status === 'cancelled';
                  const named = { title: event.title, day: longDay(itemDay) };
                  return (
                    <li
                      key={item.key}
                      className={`cr-calendar__item${cancelled ? ' cr-calendar__item--cancelled' : ''}`}
                    >
                      <EventSummary
                        occurrence={occurrence}
                        groupName={groupName}
                        time={(value) => formatTime(value, lang)}
                        classPrefix="cr-calendar"
                      >
                        {event.bring ? <p>{t('planning:bring', { what: event.bring })}</p> : null}
                        {event.dressCode ? <p>{t('planning:dressCode', { what: event.dressCode })}</p> : null}
                      </EventSummary>
                      {mine(occurrence) ? (
                        <div className="cr-calendar__actions">
                          <Button
                            variant="secondary"
                            aria-label={t('teacherCalendar:editOf', named)}
                            onClick={() => setEditing(occurrence)}
                          >
                            {t('teacherCalendar:edit')}
                          </Button>
                          <Button
                            variant="danger"
                            aria-label={t('planning:cancelOf', named)}
                            onClick={() => setCancelling(occurrence)}
                          >
                            {t('planning:cancel')}
                          </Button>
                          {event.type === 'outing' ? (
                            <Button
                              variant="secondary"
                              aria-expanded={consentsOf === item.key}
                              aria-label={t('planning:consents.openOf', named)}
                              onClick={() => setConsentsOf(consentsOf === item.key ? null : item.key)}
                            >
                              {t('planning:consents.open')}
                            </Button>
                          ) : null}
                        </div>
                      ) : null}
                      {mine(occurrence) && event.type === 'outing' && consentsOf === item.key ? (
                        <TripConsentsPanel eventId={event.id} title={event.title} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton pages={[pages, importedPages]} label={t('planning:month.loadMore')} />
      {editing ? (
        <EventFormDialog
          key={editing === 'new' ? 'new' : editing.occurrenceId}
          title={editing === 'new' ? t('planning:add') : t('teacherCalendar:editTitle')}
          groups={taughtGroups}
          groupChoice={{
            placeholder: t('teacherCalendar:chooseGroup'),
            required: t('teacherCalendar:groupRequired'),
          }}
          editing={editForm}
          onSave={save}
          onClose={() => setEditing(null)}
          askConflicts={askConflicts}
          equipment={equipment}
        />
      ) : null}
      {cancelling ? (
        <Modal
          open
          danger
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t('teacherCalendar:cancelConfirm.title')}
          description={t('teacherCalendar:cancelConfirm.text', { title: cancelling.event.title })}
          confirmLabel={t('teacherCalendar:cancelConfirm.confirm')}
          cancelLabel={t('teacherCalendar:cancelConfirm.keep')}
          onConfirm={() => {
            const eventId = cancelling.event.id;
            setCancelling(null);
            void cancelOne(eventId);
          }}
        />
      ) : null}
    </div>
  );
}
