import { Inject, Injectable } from '@nestjs/common';
import {
  listMailRecipients,
  listReminderRecipients,
  maxMailRecipientIds,
  maxReminderGroups,
  type MailRecipient,
} from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Who an event concerns and where to write to them (issue 28 §3), asked with no actor (a delayed job): the
 * students and teachers of its groups are groups' answer, never decided here; the whole school's events go to
 * its staff (admins and teachers) only, identity's answer. Addresses and languages are identity's.
 */
@Injectable()
export class ReminderRecipients {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** The ids of the people an event of `groupIds` (none: the whole school) concerns. */
  async concerned(organizationId: string, groupIds: string[]): Promise<string[]> {
    if (groupIds.length === 0) {
      const { recipients } = await this.client.request(
        listMailRecipients,
        { organizationId, staff: true },
        null,
      );
      return recipients.map((recipient) => recipient.userId);
    }
    const people = new Set<string>();
    for (const part of chunks(groupIds, maxReminderGroups)) {
      const { groups } = await this.client.request(
        listReminderRecipients,
        { organizationId, groupIds: part },
        null,
      );
      for (const group of groups) for (const id of [...group.studentIds, ...group.teacherIds]) people.add(id);
    }
    return [...people].sort();
  }

  /** Their addresses and languages (someone no longer of the school is left out). */
  async addresses(organizationId: string, userIds: string[]): Promise<MailRecipient[]> {
    const found: MailRecipient[] = [];
    for (const part of chunks(userIds, maxMailRecipientIds)) {
      const { recipients } = await this.client.request(
        listMailRecipients,
        { organizationId, userIds: part },
        null,
      );
      found.push(...recipients);
    }
    return found;
  }
}
