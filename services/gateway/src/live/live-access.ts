import {
  getGroup,
  getGroupRoster,
  parseLiveTopic,
  type Actor,
  type AppError,
  type LiveTopic,
} from '@crescendo/contracts';
import { appError, toAppError, type ServiceClient } from '@crescendo/service-kit';

/** No bound: everything the stream still keeps. */
export const replayAll = 0;
/** Nothing at all. */
export const replayNothing = Number.POSITIVE_INFINITY;

/**
 * Who may follow a topic, decided on the server for every subscription: a user's topic by that user only;
 * a group's by whoever groups lets see the group (its students, its teachers, the organisation's admins),
 * asked as the actor, so the rule is groups' own (services/groups/src/access.ts).
 */
export class LiveAccess {
  constructor(private readonly client: ServiceClient) {}

  async check(actor: Actor, topic: LiveTopic): Promise<AppError | null> {
    const parsed = parseLiveTopic(topic);
    if (!parsed) return appError('VALIDATION_FAILED', 'validation.liveTopic');
    if (parsed.kind === 'user') {
      return parsed.id === actor.userId ? null : appError('FORBIDDEN', 'common.forbidden');
    }
    try {
      await this.client.request(getGroup, { groupId: parsed.id }, actor);
      return null;
    } catch (error) {
      return toAppError(error).error;
    }
  }

  /**
   * From when (ms since the epoch) the actor may have a topic's past events replayed: a student of the group
   * from when they joined it (groups' roster), so a late joiner or one who came back never replays what was
   * said without them; the group's staff, who read its whole history through the API, everything kept; one
   * the roster does not know and who is no staff, nothing.
   */
  async replayFrom(actor: Actor, topic: LiveTopic): Promise<number> {
    const parsed = parseLiveTopic(topic);
    if (!parsed) return replayNothing;
    if (parsed.kind === 'user') return parsed.id === actor.userId ? replayAll : replayNothing;
    const roster = await this.client.request(getGroupRoster, { groupId: parsed.id }, actor);
    const entry = roster.students.find((student) => student.studentId === actor.userId);
    if (entry) return Date.parse(entry.joinedAt);
    const staff = actor.roles.some((role) => role === 'teacher' || role === 'admin');
    return staff ? replayAll : replayNothing;
  }
}
