import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, toast } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useCalendarPublication, usePublishCalendar, useStopCalendar } from './google-calendar-api.js';

export interface GoogleCalendarPanelProps {
  groupId: string;
  groupName: string;
  /** Back from Google's consent for this group: publish at once (once). */
  resume?: boolean;
  /** Where the browser goes for Google's consent (tests catch it). */
  navigate?: (url: string) => void;
}

/**
 * 'Publier dans Google Agenda' for one of my groups (issue 28 §7): its state, the button that asks Google's
 * consent for the calendar scopes only when my connection lacks them, and 'Ne plus publier'.
 */
export function GoogleCalendarPanel({
  groupId,
  groupName,
  resume = false,
  navigate = (url) => window.location.assign(url),
}: GoogleCalendarPanelProps) {
  const { t } = useTranslation('teacherCalendar');
  const publication = useCalendarPublication(groupId);
  const publish = usePublishCalendar(groupId, navigate);
  const stop = useStopCalendar(groupId);
  const resumed = useRef(false);
  // Leaving for Google's consent is no success yet: the toast comes once back and published.
  const start = () =>
    publish.mutateAsync().then(
      (answer) => answer !== 'consent' && toast.success(t('googleCalendar.started')),
      () => toast.error(t('googleCalendar.failedToast')),
    );

  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    void publish.mutateAsync().catch(() => undefined);
  }, [resume, publish]);

  const state = publication.data;
  const titleId = `cr-google-calendar-${groupId}`;
  return (
    <section className="cr-calendar__google" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('googleCalendar.title')}</h2>
      {publication.isPending ? (
        <Spinner label={t('googleCalendar.title')} />
      ) : publication.isError || !state ? (
        <Alert tone="info">{t('googleCalendar.unavailable')}</Alert>
      ) : state.publishing ? (
        <>
          {state.problem === 'calendarDeleted' ? (
            <Alert tone="error">
              {t('googleCalendar.calendarDeleted', { calendar: state.calendarName ?? '' })}
            </Alert>
          ) : (
            <>
              <p role="status">{t('googleCalendar.publishing', { calendar: state.calendarName ?? '' })}</p>
              <p>{t('googleCalendar.counts', { published: state.published, pending: state.pending })}</p>
              {state.failed > 0 ? <p>{t('googleCalendar.failed', { count: state.failed })}</p> : null}
            </>
          )}
          {state.problem === 'consent' || state.problem === 'reconnect' ? (
            <Alert tone="error">
              {t(state.problem === 'consent' ? 'googleCalendar.consent' : 'googleCalendar.reconnect')}
            </Alert>
          ) : null}
          <div className="cr-calendar__actions">
            {state.problem ? (
              <Button onClick={() => void start()} disabled={publish.isPending}>
                {t(
                  state.problem === 'calendarDeleted' ? 'googleCalendar.publish' : 'googleCalendar.authorize',
                )}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={stop.isPending}
              onClick={() =>
                void withToasts(
                  stop.mutateAsync(),
                  t('googleCalendar.stopped'),
                  t('googleCalendar.failedToast'),
                ).catch(() => undefined)
              }
            >
              {t('googleCalendar.stop')}
            </Button>
          </div>
          <p>{t('googleCalendar.stopNote')}</p>
        </>
      ) : (
        <>
          <p>{t('googleCalendar.intro', { group: groupName })}</p>
          {state.needsConsent ? <p>{t('googleCalendar.consentNote')}</p> : null}
          <Button onClick={() => void start()} disabled={publish.isPending}>
            {t('googleCalendar.publish')}
          </Button>
        </>
      )}
    </section>
  );
}
