import {
  createSprintRoute,
  endSprintRoute,
  grantBadgeRoute,
  listGroupBadgesRoute,
  listGroupSprintsRoute,
  listSprintEventsRoute,
  removeBadgeRoute,
  type Badge,
  type BadgeKind,
  type GroupSprint,
  type Sprint,
  type SprintEvent,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import { groupGoalsApi } from './goals-api.js';

export interface SprintFields {
  title: string;
  occurrenceId: string;
  daysPerWeek: number;
}

export interface BadgeFields {
  studentId: string;
  kind: BadgeKind;
  label: string | null;
  evidence: string | null;
}

/** What the sprints and badges panels ask of the server (a test hands its own). */
export interface MotivationApi {
  sprints(groupId: string): Promise<{ sprints: GroupSprint[] }>;
  events(groupId: string): Promise<{ events: SprintEvent[] }>;
  startSprint(groupId: string, fields: SprintFields): Promise<Sprint>;
  endSprint(sprintId: string): Promise<Sprint>;
  badges(groupId: string): Promise<{ badges: Badge[] }>;
  grantBadge(groupId: string, fields: BadgeFields): Promise<Badge>;
  removeBadge(badgeId: string): Promise<unknown>;
  /** Names of the group's students (identity's directory, as the teacher). */
  names(userIds: string[]): Promise<Map<string, string>>;
}

export const motivationApi: MotivationApi = {
  sprints: (groupId) => callRoute(listGroupSprintsRoute, { params: { groupId }, query: { limit: 10 } }),
  events: (groupId) => callRoute(listSprintEventsRoute, { params: { groupId } }),
  startSprint: (groupId, body) => callRoute(createSprintRoute, { params: { groupId }, body }),
  endSprint: (sprintId) => callRoute(endSprintRoute, { params: { sprintId } }),
  badges: (groupId) => callRoute(listGroupBadgesRoute, { params: { groupId }, query: { limit: 30 } }),
  grantBadge: (groupId, body) => callRoute(grantBadgeRoute, { params: { groupId }, body }),
  removeBadge: (badgeId) => callRoute(removeBadgeRoute, { params: { badgeId } }),
  names: groupGoalsApi.names,
};
