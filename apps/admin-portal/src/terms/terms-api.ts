import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listTermsRoute, setTermsRoute, type TermInput } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const termsKey = ['reports', 'terms'] as const;

/** A school year's terms, or the Régime pédagogique's proposal while none is saved. */
export function useTerms(schoolYear: string) {
  return useQuery({
    queryKey: [...termsKey, schoolYear],
    queryFn: ({ signal }) => callRoute(listTermsRoute, { query: { schoolYear }, signal }),
  });
}

/** 'Enregistrer les étapes'; read again once done. The toasts are the caller's. */
export function useSetTerms(schoolYear: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terms: TermInput[]) => callRoute(setTermsRoute, { params: { schoolYear }, body: { terms } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...termsKey, schoolYear] }),
  });
}
