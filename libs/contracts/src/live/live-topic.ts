import { z } from 'zod';

/**
 * What a socket subscribes to on the live channel (`/api/v1/live`): a user's own topic (`user:<id>`,
 * only that user) or a group's (`group:<id>`, whoever may see the group: its students, its teacher,
 * the organisation's admins). Names on the wire are frozen.
 */
export const liveTopicKinds = ['user', 'group'] as const;
export type LiveTopicKind = (typeof liveTopicKinds)[number];

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const topicPattern = new RegExp(`^(user|group):(${uuid})$`);

export const liveTopicSchema = z
  .string()
  .max(60)
  .regex(topicPattern, { message: 'validation.liveTopic' })
  .transform((value) => value as LiveTopic);

/** `user:<uuid>` or `group:<uuid>`. */
export type LiveTopic = `${LiveTopicKind}:${string}`;

export function liveTopic(kind: LiveTopicKind, id: string): LiveTopic {
  return `${kind}:${id.toLowerCase()}`;
}

export function parseLiveTopic(topic: string): { kind: LiveTopicKind; id: string } | null {
  const match = topicPattern.exec(topic);
  return match ? { kind: match[1] as LiveTopicKind, id: match[2]! } : null;
}

/** The NATS subject a topic's events travel on (inside the LIVE stream): `live.<kind>.<id>`. */
export function liveSubject(topic: LiveTopic): string {
  const parsed = parseLiveTopic(topic);
  if (!parsed) throw new Error(`not a live topic: ${topic}`);
  return `live.${parsed.kind}.${parsed.id}`;
}

/** The topic of a subject (without its NATS prefix), or null. */
export function topicOfSubject(subject: string): LiveTopic | null {
  const [root, kind, id, extra] = subject.split('.');
  if (root !== 'live' || extra !== undefined || !kind || !id) return null;
  const topic = `${kind}:${id}`;
  return parseLiveTopic(topic) ? (topic as LiveTopic) : null;
}
