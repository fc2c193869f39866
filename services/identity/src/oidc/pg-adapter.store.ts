import type { Db } from '@crescendo/service-kit';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/**
 * jsonb refuses `\u0000`: a NUL in what a request put into a session or an interaction (a `state`, a
 * `client_id`) is replaced, so a malformed request answers 4xx instead of failing the save (issue 34.5).
 */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\0') ? value.replace(/\0/g, '\uFFFD') : value;

/**
 * oidc-provider's storage in identity's schema, so sessions and refresh tokens survive a restart and
 * are shared by every replica. Expired rows are ignored on read and swept now and then.
 */
export function pgAdapterFactory(db: Db): new (kind: string) => Adapter {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    db.query(`DELETE FROM oidc_models WHERE expires_at < now() - interval '1 hour'`).catch(() => undefined);
  };

  return class PgAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      sweep();
      await db.query(
        `INSERT INTO oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.kind,
          id,
          JSON.stringify(payload, withoutNul),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn,
        ],
      );
    }

    find(id: string) {
      return this.one(`id = $2`, id);
    }

    findByUid(uid: string) {
      return this.one(`uid = $2`, uid);
    }

    findByUserCode(userCode: string) {
      return this.one(`user_code = $2`, userCode);
    }

    async consume(id: string): Promise<void> {
      if (id.includes('\0')) return;
      await db.query(`UPDATE oidc_models SET consumed_at = now() WHERE kind = $1 AND id = $2`, [
        this.kind,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      if (id.includes('\0')) return;
      await db.query(`DELETE FROM oidc_models WHERE kind = $1 AND id = $2`, [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`DELETE FROM oidc_models WHERE grant_id = $1`, [grantId]);
    }

    private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
      // PostgreSQL's text holds no NUL: such an id (from a URL or a cookie) is simply unknown, not a 500.
      if (value.includes('\0')) return undefined;
      const rows: Row[] = await db.query(
        `SELECT payload, consumed_at FROM oidc_models
          WHERE kind = $1 AND ${where} AND (expires_at IS NULL OR expires_at > now())`,
        [this.kind, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : row.payload;
    }
  };
}
