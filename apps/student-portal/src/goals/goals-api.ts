import { useQuery } from '@tanstack/react-query';
import { listMyGoalsRoute, type MyGoal } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** How the screen reads 'Mes objectifs' (a test hands its own). */
export type LoadMyGoals = () => Promise<{ goals: MyGoal[] }>;

export const loadMyGoals: LoadMyGoals = () => callRoute(listMyGoalsRoute, { query: { limit: 20 } });

/** My groups' goals running today (none while the school's gamification policy is off). */
export function useMyGoals(load: LoadMyGoals = loadMyGoals) {
  return useQuery({ queryKey: ['reports', 'goals', 'mine'], queryFn: () => load() });
}
