import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { feedPath, type Actor } from '@crescendo/contracts';
import { shiftDay, dayOf, instantAt } from '@crescendo/domain';
import { AppException, Db, GroupsAccess, viewerOf, type GroupsAccessPort } from '@crescendo/service-kit';
import { EVENT_STORE, type EventStore } from './event.store.js';
import { feedDocument } from './feed-document.js';
import { FEED_STORE, type FeedLink, type FeedStore } from './feed.store.js';
import { IMPORTED_CALENDAR_STORE, type ImportedCalendarStore } from './imported-calendar.store.js';
import { PLANNING_OPTIONS, type PlanningOptions } from './planning.options.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** What a feed carries: two months back, a bit more than a school year ahead, at most 3 000 occurrences. */
const feedDaysBack = 60;
const feedDaysAhead = 400;
const feedOccurrencesMax = 3000;
/** The school's imported days in that span (a board's pedagogical days and holidays: a few dozen a year). */
const feedImportedDaysMax = 1000;

/**
 * Private calendar addresses (issue 28 §4). A calendar app asks with the token alone, so the feed carries the
 * groups groups answered for the person at their last visit (the token's creation or any list), and loses a
 * group at once when they leave it (the membership event); decision 0054.
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(FEED_STORE) private readonly feeds: FeedStore,
    @Inject(IMPORTED_CALENDAR_STORE) private readonly imported: ImportedCalendarStore,
    @Inject(PLANNING_OPTIONS) private readonly options: PlanningOptions,
  ) {}

  /** 'S'abonner au calendrier' / 'Nouveau lien': a new token, shown once; the previous one stops answering. */
  async create(actor: Actor | null) {
    const link = await this.linkOf(actor);
    const token = randomBytes(32).toString('base64url');
    await this.feeds.saveFeedLink(this.db, link, hashOf(token), this.options.now());
    return { token, path: feedPath(token) };
  }

  /** The feed's document; an unknown (or rotated) token is NOT_FOUND, whoever asks. */
  async render(token: string) {
    const link = await this.feeds.findFeedLink(this.db, hashOf(token));
    if (!link) throw new AppException('NOT_FOUND', 'planning.feedNotFound');
    const today = dayOf(this.options.now(), this.options.timeZone);
    const from = instantAt(shiftDay(today, -feedDaysBack), '00:00', this.options.timeZone);
    const to = instantAt(shiftDay(today, feedDaysAhead), '00:00', this.options.timeZone);
    const page = await this.events.occurrencesPage(
      this.db,
      {
        organizationId: link.organizationId,
        from,
        to,
        groupIds: link.everyEvent ? null : link.groupIds,
      },
      null,
      feedOccurrencesMax,
    );
    // The school's days off concern everyone of it, whatever their groups.
    const days = await this.imported.importedDaysBetween(
      this.db,
      link.organizationId,
      from,
      to,
      feedImportedDaysMax,
    );
    return feedDocument(page.items, days, this.options.timeZone);
  }

  /** Called on each of the person's lists: their feed follows the groups they are in now. */
  async refresh(link: FeedLink): Promise<void> {
    await this.feeds.refreshFeedGroups(this.db, link);
  }

  private async linkOf(actor: Actor | null): Promise<FeedLink> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const base = { userId: viewer.userId, organizationId: viewer.organizationId };
    if (viewer.kind === 'admin') return { ...base, everyEvent: true, groupIds: [] };
    const scope = await this.access.scope(actor!, 'see');
    return { ...base, everyEvent: false, groupIds: scope.groups.map(({ group }) => group.id) };
  }
}
