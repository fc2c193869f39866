import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveRosterChangeRoute,
  getRosterSyncRoute,
  rejectRosterChangeRoute,
  startRosterResyncRoute,
  type RosterSync,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import { groupsKey } from './groups-api.js';

const rosterSyncKey = (groupId: string) => ['roster-sync', groupId] as const;
/** While a worker has it, the state is read again this often. */
const busyPollMs = 1500;

const busy = (sync: RosterSync | undefined) => sync?.status === 'queued' || sync?.status === 'running';

/** A Google-linked group's re-sync (issue 11.5b): its state and the change that waits for the teacher. */
export function useRosterSync(groupId: string) {
  return useQuery({
    queryKey: rosterSyncKey(groupId),
    queryFn: () => callRoute(getRosterSyncRoute, { params: { groupId } }),
    refetchInterval: (query) => (busy(query.state.data) ? busyPollMs : false),
  });
}

const actions = {
  start: (groupId: string) => callRoute(startRosterResyncRoute, { params: { groupId } }),
  approve: (groupId: string) => callRoute(approveRosterChangeRoute, { params: { groupId } }),
  reject: (groupId: string) => callRoute(rejectRosterChangeRoute, { params: { groupId } }),
};

/** 'Resynchroniser', 'Approuver', 'Refuser': the answer is the new state; the groups are read again. */
export function useRosterSyncAction(groupId: string, action: keyof typeof actions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => actions[action](groupId),
    onSuccess: (sync) => client.setQueryData(rosterSyncKey(groupId), sync),
    onSettled: () => client.invalidateQueries({ queryKey: groupsKey }),
  });
}

export { busy as isRosterSyncBusy };
