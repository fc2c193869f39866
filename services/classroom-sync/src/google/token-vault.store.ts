import { Logger } from '@nestjs/common';
import { type Db } from '@crescendo/service-kit';
import {
  keyIds,
  seal,
  sealedWith,
  type SealingKeyRing,
  tryOpen,
  UnopenedSecrets,
} from '@crescendo/service-kit/crypto';

export interface StoredConnection {
  userId: string;
  organizationId: string | null;
  googleSubject: string;
  googleEmail: string;
  scopes: string;
  refreshToken: string;
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
  connectedAt: Date;
}

interface Row {
  user_id: string;
  organization_id: string | null;
  google_subject: string;
  google_email: string;
  scopes: string;
  refresh_token_sealed: string;
  access_token_sealed: string | null;
  access_token_expires_at: Date | null;
  connected_at: Date;
}

/**
 * The `google_connections` table: one Google account per user, its tokens sealed with GOOGLE_TOKEN_KEY
 * (AES-256-GCM, the user id as additional data). Nothing here ever goes to a browser. A connection that no
 * key of the ring opens (key lost, or replaced without GOOGLE_TOKEN_PREVIOUS_KEYS) is no connection: the
 * teacher is asked to connect Google again, which replaces the row; its key id is logged once (decision 0046).
 */
export class TokenVault {
  private readonly logger = new Logger('GoogleTokens');
  private readonly unopened: UnopenedSecrets;

  constructor(
    private readonly db: Db,
    private readonly keys: SealingKeyRing,
  ) {
    this.unopened = new UnopenedSecrets(
      keys,
      {
        what: 'Google connection(s)',
        current: 'GOOGLE_TOKEN_KEY',
        previous: 'GOOGLE_TOKEN_PREVIOUS_KEYS',
        meanwhile:
          'classroom-sync runs on: those users are shown as not connected and asked to connect Google ' +
          'again, which replaces the connection (docs/operations.md, "Google token key").',
      },
      (line) => this.logger.warn(line),
    );
  }

  async save(connection: Omit<StoredConnection, 'connectedAt'>): Promise<void> {
    const { userId } = connection;
    await this.db.query(
      `INSERT INTO google_connections (user_id, organization_id, google_subject, google_email, scopes,
         refresh_token_sealed, access_token_sealed, access_token_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET organization_id = $2, google_subject = $3, google_email = $4,
         scopes = $5, refresh_token_sealed = $6, access_token_sealed = $7, access_token_expires_at = $8,
         connected_at = now(), updated_at = now()`,
      [
        userId,
        connection.organizationId,
        connection.googleSubject,
        connection.googleEmail,
        connection.scopes,
        seal(this.keys, connection.refreshToken, userId),
        connection.accessToken ? seal(this.keys, connection.accessToken, userId) : null,
        connection.accessTokenExpiresAt,
      ],
    );
  }

  /** The user's connection, or null when there is none or it does not open. */
  async load(userId: string): Promise<StoredConnection | null> {
    const [row]: Row[] = await this.db.query(`SELECT * FROM google_connections WHERE user_id = $1`, [userId]);
    if (!row) return null;
    const refresh = tryOpen(this.keys, row.refresh_token_sealed, userId);
    if ('unopened' in refresh) {
      this.unopened.report([refresh.unopened]);
      return null;
    }
    // An access token that does not open is only a refresh away (google-auth-library asks Google for one).
    const access = row.access_token_sealed ? tryOpen(this.keys, row.access_token_sealed, userId) : null;
    const accessToken = access && 'plaintext' in access ? access.plaintext : null;
    const connection: StoredConnection = {
      userId: row.user_id,
      organizationId: row.organization_id,
      googleSubject: row.google_subject,
      googleEmail: row.google_email,
      scopes: row.scopes,
      refreshToken: refresh.plaintext,
      accessToken,
      accessTokenExpiresAt: accessToken ? row.access_token_expires_at : null,
      connectedAt: row.connected_at,
    };
    // Sealed under a previous key (GOOGLE_TOKEN_PREVIOUS_KEYS, a rotation): sealed again under the current one.
    if (sealedWith(row.refresh_token_sealed) !== this.keys.current.id) await this.reseal(connection);
    return connection;
  }

  private async reseal(connection: StoredConnection): Promise<void> {
    await this.db.query(
      `UPDATE google_connections SET refresh_token_sealed = $2, access_token_sealed = $3 WHERE user_id = $1`,
      [
        connection.userId,
        seal(this.keys, connection.refreshToken, connection.userId),
        connection.accessToken ? seal(this.keys, connection.accessToken, connection.userId) : null,
      ],
    );
  }

  /** A refreshed access token (and a new refresh token when Google rotates it). */
  async updateTokens(
    userId: string,
    tokens: { accessToken: string; expiresAt: Date | null; refreshToken?: string | null },
  ): Promise<void> {
    await this.db.query(
      `UPDATE google_connections SET access_token_sealed = $2, access_token_expires_at = $3,
         refresh_token_sealed = COALESCE($4, refresh_token_sealed), updated_at = now()
       WHERE user_id = $1`,
      [
        userId,
        seal(this.keys, tokens.accessToken, userId),
        tokens.expiresAt,
        tokens.refreshToken ? seal(this.keys, tokens.refreshToken, userId) : null,
      ],
    );
  }

  /**
   * At start (API process): connections sealed under a key id the ring does not have, counted and logged
   * once per key id. They stay as they are: the key may come back in GOOGLE_TOKEN_PREVIOUS_KEYS.
   */
  async reportUnreadable(): Promise<number> {
    const rows: Array<{ key_id: string; count: number }> = await this.db.query(
      `SELECT split_part(refresh_token_sealed, '.', 2) AS key_id, count(*)::int AS count
         FROM google_connections
        WHERE split_part(refresh_token_sealed, '.', 2) <> ALL($1::text[])
        GROUP BY 1`,
      [keyIds(this.keys)],
    );
    this.unopened.report(rows.map((row) => ({ keyId: row.key_id, knownKey: false, count: row.count })));
    return rows.reduce((sum, row) => sum + row.count, 0);
  }

  /** Erases the connection; answers its refresh token, for a revocation at Google. */
  async remove(userId: string): Promise<string | null> {
    const connection = await this.load(userId).catch(() => null);
    await this.db.query(`DELETE FROM google_connections WHERE user_id = $1`, [userId]);
    return connection?.refreshToken ?? null;
  }

  async usersOf(organizationId: string): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.db.query(
      `SELECT user_id FROM google_connections WHERE organization_id = $1`,
      [organizationId],
    );
    return rows.map((row) => row.user_id);
  }
}
