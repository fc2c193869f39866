import type { Redis } from 'ioredis';

export interface ListedCourse {
  id: string;
  name: string;
  section: string | null;
  description: string | null;
  creationTime: string;
  courseState: string;
  enrollmentCode: string | null;
}

const keptSeconds = 15 * 60;

/**
 * The courses a user was last shown in the selection modal, for a quarter of an hour: the import they then
 * start takes its names from there instead of listing them at Google again (the quota is the bottleneck).
 */
export class CourseListings {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async keep(userId: string, courses: ListedCourse[]): Promise<void> {
    await this.redis.set(`${this.prefix}${userId}`, JSON.stringify(courses), 'EX', keptSeconds);
  }

  async last(userId: string): Promise<ListedCourse[] | null> {
    const raw = await this.redis.get(`${this.prefix}${userId}`);
    return raw ? (JSON.parse(raw) as ListedCourse[]) : null;
  }
}
