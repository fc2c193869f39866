import { Controller, Inject } from '@nestjs/common';
import {
  createSprint,
  endSprint,
  grantBadge,
  listGroupBadges,
  listGroupReflections,
  listGroupSprints,
  listMyBadges,
  listMySprints,
  listSprintEvents,
  motivationStatus,
  removeBadge,
  saveReflection,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BadgesService } from './badges.service.js';
import { ReflectionsService } from './reflections.service.js';
import { SprintsService } from './sprints.service.js';

/** Concert sprints, badges and reflections (issue 29 §4): validated by the contract, decided in the services. */
@Controller()
export class MotivationHandlers {
  constructor(
    @Inject(SprintsService) private readonly sprints: SprintsService,
    @Inject(BadgesService) private readonly badges: BadgesService,
    @Inject(ReflectionsService) private readonly reflections: ReflectionsService,
  ) {}

  @Handles(listSprintEvents)
  sprintEvents(payload: PayloadOf<typeof listSprintEvents>, actor: Actor | null) {
    return this.sprints.upcomingEvents(actor, payload.groupId);
  }

  @Handles(createSprint)
  createSprint(payload: PayloadOf<typeof createSprint>, actor: Actor | null) {
    return this.sprints.create(actor, payload);
  }

  @Handles(endSprint)
  endSprint(payload: PayloadOf<typeof endSprint>, actor: Actor | null) {
    return this.sprints.end(actor, payload.sprintId);
  }

  @Handles(listGroupSprints)
  listGroupSprints(payload: PayloadOf<typeof listGroupSprints>, actor: Actor | null) {
    return this.sprints.listGroup(actor, payload);
  }

  @Handles(listMySprints)
  listMySprints(payload: PayloadOf<typeof listMySprints>, actor: Actor | null) {
    return this.sprints.listMine(actor, payload);
  }

  @Handles(grantBadge)
  grantBadge(payload: PayloadOf<typeof grantBadge>, actor: Actor | null) {
    return this.badges.grant(actor, payload);
  }

  @Handles(removeBadge)
  removeBadge(payload: PayloadOf<typeof removeBadge>, actor: Actor | null) {
    return this.badges.remove(actor, payload.badgeId);
  }

  @Handles(listGroupBadges)
  listGroupBadges(payload: PayloadOf<typeof listGroupBadges>, actor: Actor | null) {
    return this.badges.listGroup(actor, payload);
  }

  @Handles(listMyBadges)
  listMyBadges(payload: PayloadOf<typeof listMyBadges>, actor: Actor | null) {
    return this.badges.listMine(actor, payload);
  }

  @Handles(saveReflection)
  saveReflection(payload: PayloadOf<typeof saveReflection>, actor: Actor | null) {
    return this.reflections.save(actor, payload);
  }

  @Handles(listGroupReflections)
  listGroupReflections(payload: PayloadOf<typeof listGroupReflections>, actor: Actor | null) {
    return this.reflections.listGroup(actor, payload);
  }

  @Handles(motivationStatus)
  motivationStatus(_payload: PayloadOf<typeof motivationStatus>, actor: Actor | null) {
    return this.reflections.status(actor);
  }
}
