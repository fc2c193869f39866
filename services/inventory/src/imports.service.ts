import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  addScoreInputSchema,
  addUniformInputSchema,
  type Actor,
  type AddScoreInput,
  type AddUniformInput,
  type PayloadOf,
  type importScores,
  type importUniforms,
} from '@crescendo/contracts';
import { AppException, Db, zodFieldMessages, type FieldMessage } from '@crescendo/service-kit';
import type { z } from 'zod';
import { requireAdmin } from './access.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { SCORE_STORE, type ScoreStore } from './score.store.js';
import { UNIFORM_STORE, type UniformStore } from './uniform.store.js';

type Problems = Record<string, FieldMessage>;

/** Every line checked by `schema`; the problems keyed `<line>.<field>` ('7.title'), each field's first. */
function checkLines<S extends z.ZodType, T>(
  rows: ReadonlyArray<{ line: number; value: unknown }>,
  schema: S,
  problems: Problems,
): Array<{ line: number; value: T }> {
  const good: Array<{ line: number; value: T }> = [];
  for (const row of rows) {
    const checked = schema.safeParse(row.value);
    if (checked.success) good.push({ line: row.line, value: checked.data as T });
    else
      for (const [field, message] of Object.entries(zodFieldMessages(checked.error)))
        problems[`${row.line}.${field}`] ??= message;
  }
  return good;
}

/** 'Aucune ligne importée : N ligne(s) à corriger.' with each line's problems: nothing was stored. */
function refuse(problems: Problems): never {
  const lines = new Set(Object.keys(problems).map((key) => key.split('.')[0]));
  throw new AppException('VALIDATION_FAILED', 'inventory.importRefused', {
    params: { count: lines.size },
    fields: problems,
  });
}

/**
 * 'Importer (CSV)' of scores and uniforms (issue 27 §1, decision 0073): the admin's only, every line checked by
 * the contract of 'Ajouter …', all lines stored in one transaction or none.
 */
@Injectable()
export class ImportsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(SCORE_STORE) private readonly scores: ScoreStore,
    @Inject(UNIFORM_STORE) private readonly uniforms: UniformStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async importScores(actor: Actor | null, input: PayloadOf<typeof importScores>) {
    const admin = requireAdmin(actor);
    const problems: Problems = {};
    const rows = checkLines<typeof addScoreInputSchema, AddScoreInput>(
      input.rows.map((row) => ({ line: row.line, value: row.score })),
      addScoreInputSchema,
      problems,
    );
    if (Object.keys(problems).length > 0) refuse(problems);
    const at = this.options.now();
    await this.db.transaction(async (tx) => {
      for (const { value } of rows)
        await this.scores.insertScore(tx, {
          id: randomUUID(),
          organizationId: admin.organizationId,
          ...value,
          at,
        });
    });
    return { imported: rows.length };
  }

  /** As scores, and each number once: neither used by the school already nor twice in the file (case aside). */
  async importUniforms(actor: Actor | null, input: PayloadOf<typeof importUniforms>) {
    const admin = requireAdmin(actor);
    const problems: Problems = {};
    const rows = checkLines<typeof addUniformInputSchema, AddUniformInput>(
      input.rows.map((row) => ({ line: row.line, value: row.uniform })),
      addUniformInputSchema,
      problems,
    );
    const firstLine = new Map<string, number>();
    for (const { line, value } of rows) {
      const key = value.number.toLowerCase();
      const before = firstLine.get(key);
      if (before === undefined) firstLine.set(key, line);
      else
        problems[`${line}.number`] ??= {
          key: 'inventory.importNumberRepeated',
          params: { number: value.number, line: before },
        };
    }
    const taken: Array<{ number_key: string }> = await this.db.query(
      `SELECT number_key FROM uniforms WHERE organization_id = $1 AND number_key = ANY($2::text[])`,
      [admin.organizationId, [...firstLine.keys()]],
    );
    for (const { number_key } of taken) {
      const line = firstLine.get(number_key)!;
      const row = rows.find((r) => r.line === line)!;
      problems[`${line}.number`] ??= {
        key: 'inventory.uniformNumberTaken',
        params: { number: row.value.number },
      };
    }
    if (Object.keys(problems).length > 0) refuse(problems);
    const at = this.options.now();
    try {
      await this.db.transaction(async (tx) => {
        for (const { value } of rows)
          await this.uniforms.insertUniform(tx, {
            id: randomUUID(),
            organizationId: admin.organizationId,
            ...value,
            at,
          });
      });
    } catch (error) {
      // A number another admin added meanwhile: refused as the form refuses it, nothing stored.
      if (isUniqueViolation(error))
        throw new AppException('CONFLICT', 'inventory.importRefused', { params: { count: 1 } });
      throw error;
    }
    return { imported: rows.length };
  }
}
