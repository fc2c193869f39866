import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  AddUniformInput,
  InventoryUniform,
  PayloadOf,
  listUniforms,
  updateUniform,
} from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { requireAdmin, requireStaff } from './access.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { UNIFORM_STORE, decodeUniformCursor, type UniformStore } from './uniform.store.js';

const notFound = () => new AppException('NOT_FOUND', 'inventory.uniformNotFound');

/** The school's uniforms ('Uniformes'): written by its administrators, read by its staff, as instruments. */
@Injectable()
export class UniformsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(UNIFORM_STORE) private readonly store: UniformStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** A page of the school's uniforms, by number, as filtered. */
  async list(actor: Actor | null, query: PayloadOf<typeof listUniforms>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeUniformCursor(query.cursor) : null;
    const page = await this.store.uniformsPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        search: query.search || null,
        type: query.type ?? null,
        size: query.size || null,
        condition: query.condition ?? null,
      },
      after,
      query.limit,
    );
    return { uniforms: page.items, nextCursor: page.nextCursor };
  }

  async get(actor: Actor | null, uniformId: string): Promise<InventoryUniform> {
    const viewer = requireStaff(actor);
    return (
      (await this.store.findUniform(this.db, viewer.organizationId, uniformId)) ?? Promise.reject(notFound())
    );
  }

  /** 'Ajouter un uniforme' → 'Uniforme ajouté'; a number the school already uses (whatever the case) is refused. */
  async add(actor: Actor | null, input: AddUniformInput): Promise<InventoryUniform> {
    const viewer = requireAdmin(actor);
    const record = {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      ...input,
      at: this.options.now(),
    };
    return this.db.transaction(async (tx) => {
      await this.guardNumber(input.number, () => this.store.insertUniform(tx, record));
      return (await this.store.findUniform(tx, viewer.organizationId, record.id))!;
    });
  }

  async update(actor: Actor | null, input: PayloadOf<typeof updateUniform>): Promise<InventoryUniform> {
    const viewer = requireAdmin(actor);
    const { uniformId, ...fields } = input;
    const record = {
      id: uniformId,
      organizationId: viewer.organizationId,
      ...fields,
      at: this.options.now(),
    };
    return this.db.transaction(async (tx) => {
      if (!(await this.guardNumber(input.number, () => this.store.updateUniform(tx, record))))
        throw notFound();
      return (await this.store.findUniform(tx, viewer.organizationId, uniformId))!;
    });
  }

  async delete(actor: Actor | null, uniformId: string): Promise<{ uniformId: string }> {
    const viewer = requireAdmin(actor);
    if (!(await this.store.deleteUniform(this.db, viewer.organizationId, uniformId))) throw notFound();
    return { uniformId };
  }

  private async guardNumber<T>(number: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppException('CONFLICT', 'inventory.uniformNumberTaken', { params: { number } });
      throw error;
    }
  }
}
