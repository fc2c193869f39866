import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveDraftRoute,
  createBilanRoute,
  editDraftRoute,
  getMaestroStatusRoute,
  type MaestroDraft,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const maestroKey = ['maestro'] as const;

/**
 * On or off for my school (and the group), which model, today's budgets. Not retried: the navigation asks it
 * on every page, and Maestro IA unreachable only hides its page (no 'Nouvel essai dans N s.' for it).
 */
export function useMaestroStatus(groupId?: string | null) {
  return useQuery({
    queryKey: [...maestroKey, 'status', groupId ?? null],
    retry: false,
    queryFn: ({ signal }) => callRoute(getMaestroStatusRoute, { query: groupId ? { groupId } : {}, signal }),
  });
}

/** 'Demander un bilan', then the draft's edit and approval; each answer is the draft as it now stands. */
export function useBilanDraft() {
  const client = useQueryClient();
  const refreshStatus = () => client.invalidateQueries({ queryKey: [...maestroKey, 'status'] });
  return {
    ask: useMutation({
      mutationFn: (body: {
        groupId: string;
        studentId: string;
        from: string;
        to: string;
        progressKey?: string;
      }) => callRoute(createBilanRoute, { body }),
      onSettled: refreshStatus,
    }),
    edit: useMutation({
      mutationFn: ({ draftId, sentences }: { draftId: string; sentences: string[] }): Promise<MaestroDraft> =>
        callRoute(editDraftRoute, { params: { draftId }, body: { sentences } }),
    }),
    approve: useMutation({
      mutationFn: (draftId: string): Promise<MaestroDraft> =>
        callRoute(approveDraftRoute, { params: { draftId } }),
    }),
  };
}
