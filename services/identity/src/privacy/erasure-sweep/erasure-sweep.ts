import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { privacyRequestsOf, servicesHoldingPersonalData } from '@crescendo/contracts';
import {
  eraseFromStreams,
  NATS_CONNECTION,
  SERVICE_CONFIG,
  ServiceClient,
  type BaseConfig,
  type DataSubject,
} from '@crescendo/service-kit';

/** What a sweep left to come back for; the job is tried again while anything is. */
export interface ErasureSweepOutcome {
  /** Events naming the person still in a service's outbox, not yet published. */
  waiting: number;
  /** Messages naming the person a durable consumer has still to read. */
  pending: number;
  /** Messages erased from the streams by this sweep. */
  erased: number;
}

/**
 * One sweep after an account's erasure (issue 31 §3, decision 0069). The services erased on `user.deleted`;
 * what they published since (a membership removed because the person went) and what the streams kept (every
 * event naming them, `user.deleted` included, for 30 to 90 days) still name them. A sweep asks every service
 * to erase again (its data, and its outbox's published events that name the person; it answers how many are
 * still to publish), then erases from the streams every message naming them that its consumers have read.
 * Settled when nothing waits and nothing is pending. The same sweep by a deleted organisation's id (decision 0079):
 * a service's erasure of an id that names no one changes no row of its tables, and its outbox's published events
 * naming the school (in their payload or their `organization_id`) go, as the streams' messages naming it.
 */
@Injectable()
export class ErasureSweep {
  constructor(
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
  ) {}

  async run(subject: DataSubject): Promise<ErasureSweepOutcome> {
    let waiting = 0;
    for (const service of servicesHoldingPersonalData) {
      const answer = await this.client.request(privacyRequestsOf[service].erase, subject, null);
      waiting += answer.waiting;
    }
    const { erased, pending } = await eraseFromStreams(this.nc, this.config.NATS_PREFIX, subject);
    return { waiting, pending, erased };
  }
}
