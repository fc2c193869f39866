import { useQuery } from '@tanstack/react-query';
import { motivationStatusRoute, saveReflectionRoute, type Reflection } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import type { ReflectionDraft } from './reflection-fields.js';

/** Whether the reflection after practice is on for me (gamification on in one of my groups at least). */
export function useMotivationOn(): boolean {
  const status = useQuery({
    queryKey: ['reports', 'motivation', 'mine'],
    queryFn: () => callRoute(motivationStatusRoute),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return status.data?.enabled === true;
}

/** The reflection of one of my practice reports, kept by the reports beside it. */
export function saveMyReflection(reportId: string, reflection: ReflectionDraft): Promise<Reflection> {
  return callRoute(saveReflectionRoute, { params: { reportId }, body: reflection });
}
