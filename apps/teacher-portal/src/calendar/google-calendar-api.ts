import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCalendarPublicationRoute,
  googleReturnPathSchema,
  publishCalendarRoute,
  startGoogleConnectionRoute,
  stopCalendarPublicationRoute,
  type CalendarPublication,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const publicationKey = (groupId: string) => ['classroom', 'google-calendar', groupId] as const;

/** The group's publication to my Google Calendar; read again every two seconds while events wait to be written. */
export function useCalendarPublication(groupId: string) {
  return useQuery({
    queryKey: publicationKey(groupId),
    queryFn: () => callRoute(getCalendarPublicationRoute, { params: { groupId } }),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 2000 : false),
  });
}

/**
 * 'Publier dans Google Agenda': when my connection lacks the calendar scopes, the browser leaves for Google's
 * consent for them alone and comes back to this page (`?calendar=<groupId>`); otherwise the publication starts.
 */
export function usePublishCalendar(groupId: string, navigate: (url: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarPublication | 'consent'> => {
      const publication = await callRoute(publishCalendarRoute, { params: { groupId } });
      if (!publication.needsConsent) return publication;
      const here = window.location.pathname;
      const returnTo = googleReturnPathSchema.safeParse(here).success ? here : '/teacher/calendrier';
      const { url } = await callRoute(startGoogleConnectionRoute, {
        body: { returnTo, calendarGroupId: groupId },
      });
      navigate(url);
      return 'consent';
    },
    onSuccess: (answer) => {
      if (answer !== 'consent') client.setQueryData(publicationKey(groupId), answer);
    },
  });
}

/** 'Ne plus publier': nothing is removed from Google. */
export function useStopCalendar(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(stopCalendarPublicationRoute, { params: { groupId } }),
    onSuccess: (answer) => client.setQueryData(publicationKey(groupId), answer),
  });
}
