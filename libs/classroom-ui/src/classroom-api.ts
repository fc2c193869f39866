import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disconnectGoogleRoute,
  getClassroomImportRoute,
  getGoogleConnectionRoute,
  listClassroomCoursesRoute,
  startClassroomImportRoute,
  startGoogleConnectionRoute,
  googleReturnPathSchema,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

export const googleConnectionKey = ['classroom', 'connection'] as const;

/** Whether my Google account is connected, and which address (the tokens stay on the server). */
export function useGoogleConnection() {
  return useQuery({
    queryKey: googleConnectionKey,
    queryFn: () => callRoute(getGoogleConnectionRoute),
  });
}

/** 'Déconnecter Google': revoked at Google, erased on the server; the status is read again. */
export function useDisconnectGoogle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(disconnectGoogleRoute),
    onSettled: () => client.invalidateQueries({ queryKey: googleConnectionKey }),
  });
}

export const classroomApi = {
  connection: () => callRoute(getGoogleConnectionRoute),
  /** The single-use `/auth/google?ticket=…` address the browser then goes to. */
  startConnection: (returnTo?: string) =>
    callRoute(startGoogleConnectionRoute, { body: returnTo ? { returnTo } : {} }),
  /** `teacherId`: an admin's chosen teacher, whose already imported courses are marked. */
  courses: (teacherId?: string) => callRoute(listClassroomCoursesRoute, { query: { teacherId } }),
  startImport: (courseIds: string[], teacherId?: string) =>
    callRoute(startClassroomImportRoute, { body: { courseIds, teacherId } }),
  getImport: (importId: string) => callRoute(getClassroomImportRoute, { params: { importId } }),
};

/**
 * Leaves the page for Google's consent (through the gateway's `/auth/google`). `returnHere`: back on this portal
 * page with the course selection open (issue 32 §5, an import that needed the connection); otherwise, or from
 * a page that is not a portal's, on the landing page's `/home?auth=…`.
 */
export async function goToGoogle(
  returnHere: boolean,
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const here = window.location.pathname;
  const returnTo = returnHere && googleReturnPathSchema.safeParse(here).success ? here : undefined;
  const { url } = await classroomApi.startConnection(returnTo);
  navigate(url);
}
