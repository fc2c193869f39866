import { getGroup, parseLiveTopic, type Actor, type AppError, type LiveTopic } from '@crescendo/contracts';
import { appError, toAppError, type ServiceClient } from '@crescendo/service-kit';

/**
 * Who may follow a topic, decided on the server for every subscription: a user's topic by that user only;
 * a group's by whoever groups lets see the group (its students, its teacher, the organisation's admins),
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
}
