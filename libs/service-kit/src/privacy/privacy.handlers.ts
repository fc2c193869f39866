import { Controller, Inject, type Type } from '@nestjs/common';
import {
  personalFilePartBytes,
  privacyRequests,
  type Actor,
  type PayloadOf,
  type PrivacyRequests,
  type ServiceHoldingPersonalData,
} from '@crescendo/contracts';
import { Db } from '../db/db.js';
import { AppException } from '../errors/app-exception.js';
import { Handles } from '../nats/handles.decorator.js';
import { remainingReferences } from './erasure-proof.js';
import { exportPage } from './export-page.js';
import { eraseFromOutbox, outboxWaiting } from './outbox-erasure.js';
import { PersonalData } from './personal-data.js';

/**
 * A service's privacy requests (issue 31 §1, §5) as a controller its module mounts beside `{ provide:
 * PersonalData, useClass: … }`: system requests (actor `null`), which the NATS boundary lets identity alone
 * send, after it decided who may ask.
 */
export function privacyHandlers(service: ServiceHoldingPersonalData): Type {
  const requests: PrivacyRequests = privacyRequests(service);

  @Controller()
  class PrivacyHandlers {
    constructor(
      @Inject(Db) private readonly db: Db,
      @Inject(PersonalData) private readonly data: PersonalData,
    ) {}

    @Handles(requests.export)
    async export(payload: PayloadOf<typeof requests.export>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      const page = await exportPage(this.db, this.data.tables, payload, payload.from);
      return { service, ...page };
    }

    /** The nightly retention purge: what is past its time goes, and the answer says what went. */
    @Handles(requests.purge)
    async purge(payload: PayloadOf<typeof requests.purge>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      const outcome = await this.db.transaction((tx) => this.data.purge(tx, payload));
      await this.data.removeFiles(outcome.files);
      return { service, removed: outcome.removed, endedAgreements: outcome.endedAgreements ?? [] };
    }

    /** What it holds, as declared (the fact sheet of issue 31 §6): tables, purposes, retention, columns. */
    @Handles(requests.declaration)
    async declaration(_payload: PayloadOf<typeof requests.declaration>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      const tables = Object.entries(this.data.tables).map(([table, declared]) => ({
        table,
        purpose: declared.purpose,
        retention: declared.retention,
        columns: { ...declared.columns },
      }));
      return { service, tables };
    }

    /** The person's files, for the archive (issue 31 §2). */
    @Handles(requests.files)
    async files(payload: PayloadOf<typeof requests.files>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      return { service, files: await this.data.files(payload, this.db) };
    }

    /** A part of one of them, a NATS message's worth at a time. */
    @Handles(requests.file)
    async file(payload: PayloadOf<typeof requests.file>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      const part = await this.data.readFile(
        { userId: payload.userId, email: null },
        payload.fileId,
        payload.offset,
        personalFilePartBytes,
        this.db,
      );
      if (!part) throw new AppException('NOT_FOUND', 'common.notFound');
      const end = payload.offset + part.bytes.length;
      return { data: Buffer.from(part.bytes).toString('base64'), next: end < part.total ? end : null };
    }

    @Handles(requests.erase)
    async erase(payload: PayloadOf<typeof requests.erase>, actor: Actor | null) {
      if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
      await this.db.transaction(async (tx) => {
        await this.data.erase(payload, tx);
        await eraseFromOutbox(tx, payload);
      });
      return {
        service,
        remaining: await remainingReferences(this.db, this.data.tables, payload),
        waiting: await outboxWaiting(this.db, payload),
      };
    }
  }
  Object.defineProperty(PrivacyHandlers, 'name', { value: `${service}PrivacyHandlers` });
  return PrivacyHandlers;
}
