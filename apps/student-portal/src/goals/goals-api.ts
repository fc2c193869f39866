import { useQuery } from '@tanstack/react-query';
import {
  listMyBadgesRoute,
  listMyGoalsRoute,
  listMySprintsRoute,
  type Badge,
  type MyGoal,
  type MySprint,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** How the screen reads 'Mes objectifs' (a test hands its own). */
export type LoadMyGoals = () => Promise<{ goals: MyGoal[] }>;
export type LoadMySprints = () => Promise<{ sprints: MySprint[] }>;
export type LoadMyBadges = () => Promise<{ badges: Array<Badge & { groupName: string }> }>;

export const loadMyGoals: LoadMyGoals = () => callRoute(listMyGoalsRoute, { query: { limit: 20 } });
export const loadMySprints: LoadMySprints = () => callRoute(listMySprintsRoute, { query: { limit: 20 } });
export const loadMyBadges: LoadMyBadges = () => callRoute(listMyBadgesRoute, { query: { limit: 30 } });

/** My groups' goals running today (none while the school's gamification policy is off). */
export function useMyGoals(load: LoadMyGoals = loadMyGoals) {
  return useQuery({ queryKey: ['reports', 'goals', 'mine'], queryFn: () => load() });
}

/** My groups' concert sprints running today (none while the policy is off). */
export function useMySprints(load: LoadMySprints = loadMySprints) {
  return useQuery({ queryKey: ['reports', 'sprints', 'mine'], queryFn: () => load() });
}

/** My own badges (none while the policy is off). */
export function useMyBadges(load: LoadMyBadges = loadMyBadges) {
  return useQuery({ queryKey: ['reports', 'badges', 'mine'], queryFn: () => load() });
}
