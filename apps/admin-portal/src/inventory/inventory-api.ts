import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addInstrumentRoute,
  addScoreRoute,
  deleteScoreRoute,
  getScoreRoute,
  listScoresRoute,
  updateScoreRoute,
  addUniformRoute,
  deleteUniformRoute,
  listUniformsRoute,
  updateUniformRoute,
  lendUniformRoute,
  listUniformLoansRoute,
  returnUniformLoanRoute,
  listInstrumentsRoute,
  listLoansRoute,
  lendInstrumentRoute,
  requestLoanAgreementRoute,
  lookupProfilesRoute,
  updateInstrumentRoute,
  type AddInstrumentInput,
  type AddScoreInput,
  type ScoreEnsemble,
  type AddUniformInput,
  type UniformType,
} from '@crescendo/contracts';
import type { InstrumentAvailability, InstrumentCondition, InstrumentFamily } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';
import { useProfiles } from '@crescendo/web-kit';

const inventoryKey = ['inventory'] as const;

export interface InstrumentFilters {
  search: string;
  family: InstrumentFamily | '';
  condition: InstrumentCondition | '';
  availability: InstrumentAvailability | '';
}

/** The list route's query for the tab's filters (blank ones left out), from `cursor` on. */
export function instrumentListQuery(filters: InstrumentFilters, cursor: string | undefined) {
  return {
    cursor,
    search: filters.search.trim() || undefined,
    family: filters.family || undefined,
    condition: filters.condition || undefined,
    availability: filters.availability || undefined,
  };
}

/** The school's instruments, by asset number, a page at a time ('Charger plus'), as filtered. */
export function useInstrumentPages(filters: InstrumentFilters) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'instruments', filters],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listInstrumentsRoute, { query: instrumentListQuery(filters, pageParam), signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The school's loans, newest first, a page at a time. */
export function useLoanPages(state: 'open' | 'overdue' | 'all') {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'loans', state],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listLoansRoute, { query: { cursor: pageParam, state }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Ajouter un instrument'; the inventory is read again once done. The toasts are the caller's. */
export function useAddInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddInstrumentInput) => callRoute(addInstrumentRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Modifier': every field again; the inventory is read again once done. The toasts are the caller's. */
export function useUpdateInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ instrumentId, body }: { instrumentId: string; body: AddInstrumentInput }) =>
      callRoute(updateInstrumentRoute, { params: { instrumentId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/**
 * 'Prêter' an instrument; with `agreement` ('Entente requise') identity mails the family the loan's agreement
 * first, and refuses the loan when it cannot. The inventory is read again once done. The toasts are the caller's.
 */
export function useLendInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { instrumentId: string; studentId: string; agreement: boolean }) =>
      callRoute(lendInstrumentRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Renvoyer l'entente': identity mails the open loan's agreement again. The toasts are the caller's. */
export function useRequestLoanAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (loanId: string) => callRoute(requestLoanAgreementRoute, { params: { loanId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** The students' names of a page of loans, from identity (which owns names), by id. */
export function useStudentNames(studentIds: readonly string[]) {
  const profiles = useProfiles(studentIds);
  const names = new Map(
    (profiles.data?.profiles ?? []).map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()] as const),
  );
  return (studentId: string | null) => (studentId ? (names.get(studentId) ?? '') : null);
}

export interface ScoreFilters {
  search: string;
  ensemble: ScoreEnsemble | '';
}

/** The school's scores, by title, a page at a time ('Charger plus'), as filtered. */
export function useScorePages(filters: ScoreFilters) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'scores', filters],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listScoresRoute, {
        query: {
          cursor: pageParam,
          search: filters.search.trim() || undefined,
          ensemble: filters.ensemble || undefined,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One score with its parts (a page lists them counted), to change it. */
export function useScore(scoreId: string | null) {
  return useQuery({
    queryKey: [...inventoryKey, 'score', scoreId],
    enabled: scoreId !== null,
    queryFn: ({ signal }) => callRoute(getScoreRoute, { params: { scoreId: scoreId! }, signal }),
  });
}

/** 'Ajouter une partition'; the inventory is read again once done. The toasts are the caller's. */
export function useAddScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddScoreInput) => callRoute(addScoreRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Modifier': every field again; the inventory is read again once done. The toasts are the caller's. */
export function useUpdateScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scoreId, body }: { scoreId: string; body: AddScoreInput }) =>
      callRoute(updateScoreRoute, { params: { scoreId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Supprimer' a score; the inventory is read again once done. The toasts are the caller's. */
export function useDeleteScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scoreId: string) => callRoute(deleteScoreRoute, { params: { scoreId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

export interface UniformFilters {
  search: string;
  type: UniformType | '';
  /** The size as written ('M', '38R'), case aside. */
  size: string;
  condition: InstrumentCondition | '';
}

/** The school's uniforms, by number, a page at a time ('Charger plus'), as filtered. */
export function useUniformPages(filters: UniformFilters) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'uniforms', filters],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listUniformsRoute, {
        query: {
          cursor: pageParam,
          search: filters.search.trim() || undefined,
          type: filters.type || undefined,
          size: filters.size.trim() || undefined,
          condition: filters.condition || undefined,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Ajouter un uniforme'; the inventory is read again once done. The toasts are the caller's. */
export function useAddUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUniformInput) => callRoute(addUniformRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Modifier': every field again; the inventory is read again once done. The toasts are the caller's. */
export function useUpdateUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uniformId, body }: { uniformId: string; body: AddUniformInput }) =>
      callRoute(updateUniformRoute, { params: { uniformId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Supprimer' a uniform; the inventory is read again once done. The toasts are the caller's. */
export function useDeleteUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uniformId: string) => callRoute(deleteUniformRoute, { params: { uniformId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** The school's students (identity's, all of the role), to choose whom a uniform is lent to. */
export function useSchoolStudents(enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'students'],
    enabled,
    queryFn: ({ signal }) => callRoute(lookupProfilesRoute, { body: { role: 'student' }, signal }),
  });
}

/** The uniforms out: who has which, newest first, a page at a time. */
export function useUniformLoanPages() {
  return useInfiniteQuery({
    queryKey: [...inventoryKey, 'uniform-loans', 'open'],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listUniformLoansRoute, { query: { cursor: pageParam, state: 'open' }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Prêter' a uniform; the inventory is read again once done. The toasts are the caller's. */
export function useLendUniform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { uniformId: string; studentId: string }) => callRoute(lendUniformRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}

/** 'Retour' of a uniform with its condition; the inventory is read again once done. */
export function useReturnUniformLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, condition }: { loanId: string; condition: InstrumentCondition }) =>
      callRoute(returnUniformLoanRoute, { params: { loanId }, body: { condition } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKey }),
  });
}
