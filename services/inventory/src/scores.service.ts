import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  AddScoreInput,
  InventoryScore,
  PayloadOf,
  listScores,
  updateScore,
} from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireAdmin, requireStaff } from './access.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { SCORE_STORE, decodeScoreCursor, type ScoreStore } from './score.store.js';

const notFound = () => new AppException('NOT_FOUND', 'inventory.scoreNotFound');

/** The school's scores ('Partitions'): written by its administrators, read by its staff, as instruments. */
@Injectable()
export class ScoresService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(SCORE_STORE) private readonly store: ScoreStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** A page of the school's scores, by title, as filtered. */
  async list(actor: Actor | null, query: PayloadOf<typeof listScores>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeScoreCursor(query.cursor) : null;
    const page = await this.store.scoresPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        search: query.search || null,
        ensemble: query.ensemble ?? null,
      },
      after,
      query.limit,
    );
    return { scores: page.items, nextCursor: page.nextCursor };
  }

  async get(actor: Actor | null, scoreId: string): Promise<InventoryScore> {
    const viewer = requireStaff(actor);
    return (
      (await this.store.findScore(this.db, viewer.organizationId, scoreId)) ?? Promise.reject(notFound())
    );
  }

  /** 'Ajouter une partition' → 'Partition ajoutée'. */
  async add(actor: Actor | null, input: AddScoreInput): Promise<InventoryScore> {
    const viewer = requireAdmin(actor);
    const record = {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      ...input,
      at: this.options.now(),
    };
    return this.db.transaction(async (tx) => {
      await this.store.insertScore(tx, record);
      return (await this.store.findScore(tx, viewer.organizationId, record.id))!;
    });
  }

  async update(actor: Actor | null, input: PayloadOf<typeof updateScore>): Promise<InventoryScore> {
    const viewer = requireAdmin(actor);
    const { scoreId, ...fields } = input;
    const record = { id: scoreId, organizationId: viewer.organizationId, ...fields, at: this.options.now() };
    return this.db.transaction(async (tx) => {
      if (!(await this.store.updateScore(tx, record))) throw notFound();
      return (await this.store.findScore(tx, viewer.organizationId, scoreId))!;
    });
  }

  async delete(actor: Actor | null, scoreId: string): Promise<{ scoreId: string }> {
    const viewer = requireAdmin(actor);
    if (!(await this.store.deleteScore(this.db, viewer.organizationId, scoreId))) throw notFound();
    return { scoreId };
  }
}
