import {
  createGoalRoute,
  listGroupGoalsRoute,
  lookupProfilesRoute,
  removeGoalRoute,
  type Goal,
  type GoalSectionInput,
  type GroupGoal,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

export interface GoalFields {
  title: string;
  daysPerWeek: number;
  startsOn: string;
  endsOn: string;
  /** None: the whole group's goal; else its sections' side by side. */
  sections?: GoalSectionInput[];
}

/** What the group's goals panel asks of the server (a test hands its own). */
export interface GroupGoalsApi {
  list(groupId: string): Promise<{ goals: GroupGoal[] }>;
  create(groupId: string, fields: GoalFields): Promise<Goal>;
  remove(goalId: string): Promise<unknown>;
  /** Names of the students to encourage (identity's directory, as the teacher). */
  names(userIds: string[]): Promise<Map<string, string>>;
}

export const groupGoalsApi: GroupGoalsApi = {
  list: (groupId) => callRoute(listGroupGoalsRoute, { params: { groupId }, query: { limit: 10 } }),
  create: (groupId, body) => callRoute(createGoalRoute, { params: { groupId }, body }),
  remove: (goalId) => callRoute(removeGoalRoute, { params: { goalId } }),
  names: async (userIds) => {
    if (userIds.length === 0) return new Map();
    const { profiles } = await callRoute(lookupProfilesRoute, { body: { userIds } });
    return new Map(profiles.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  },
};
