import { z } from 'zod';
import { defineHttpRoute } from '../http/http-route.js';
import { defineRequest } from '../common/request.js';

/** A feed's secret: 32 random bytes in base64url, in the feed's address; the service keeps its hash only. */
export const feedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.feedToken');

/** Frozen subjects of the feeds (issue 28 §4). */
export const planningFeedSubjects = {
  createFeed: 'planning.feed.create',
  renderFeed: 'planning.feed.render',
} as const;

/**
 * 'S'abonner au calendrier' (and 'Nouveau lien'): a new private address of the person's calendar; any address
 * they had stops answering. The token is shown this once: only its hash is kept.
 */
export const createFeed = defineRequest(
  planningFeedSubjects.createFeed,
  z.object({}),
  z.object({ token: feedTokenSchema, path: z.string() }),
);

/** The ICS document of a token's feed and its ETag (a system request: the gateway's public route sends it). */
export const renderFeed = defineRequest(
  planningFeedSubjects.renderFeed,
  z.object({ token: feedTokenSchema }),
  z.object({ body: z.string(), etag: z.string(), contentType: z.literal('text/calendar; charset=utf-8') }),
);

/** Where a feed answers, under /api/v1. */
export const feedPath = (token: string) => `/api/v1/planning/feeds/${token}.ics`;

export const createFeedRoute = defineHttpRoute({
  id: 'createPlanningFeed',
  method: 'POST',
  path: '/planning/feed',
  summary:
    'A new private ICS address of my calendar (my groups’ events and the school’s); the previous one stops answering',
  tag: 'planning',
  forwards: createFeed,
  body: z.object({}).optional(),
  payload: () => ({}),
});

/**
 * The feed calendar apps subscribe to: public, authenticated by its token alone; `text/calendar` with an ETag
 * (304 when the app's If-None-Match still matches).
 */
export const renderFeedRoute = defineHttpRoute({
  id: 'renderPlanningFeed',
  method: 'GET',
  path: '/planning/feeds/:feed',
  summary: 'The ICS feed of a private calendar address (its token alone authenticates it); ETag and 304',
  tag: 'planning',
  auth: 'public',
  forwards: renderFeed,
  document: true,
  params: z.object({ feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'validation.feedToken') }),
  payload: ({ params }) => ({ token: params.feed.slice(0, -'.ics'.length) }),
});
