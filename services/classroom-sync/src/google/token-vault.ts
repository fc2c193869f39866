import type { DataSource } from 'typeorm';
import { open, seal, sealedWith, type SealingKeyRing } from '@crescendo/service-kit';

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
 * (AES-256-GCM, the user id as additional data). Nothing here ever goes to a browser.
 */
export class TokenVault {
  constructor(
    private readonly db: DataSource,
    private readonly keys: SealingKeyRing,
  ) {}

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

  async load(userId: string): Promise<StoredConnection | null> {
    const [row]: Row[] = await this.db.query(`SELECT * FROM google_connections WHERE user_id = $1`, [userId]);
    if (!row) return null;
    const connection: StoredConnection = {
      userId: row.user_id,
      organizationId: row.organization_id,
      googleSubject: row.google_subject,
      googleEmail: row.google_email,
      scopes: row.scopes,
      refreshToken: open(this.keys, row.refresh_token_sealed, userId),
      accessToken: row.access_token_sealed ? open(this.keys, row.access_token_sealed, userId) : null,
      accessTokenExpiresAt: row.access_token_expires_at,
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
