import pg from 'pg';

/**
 * Makes a user's sign-in sessions at the embedded provider `seconds` old (the session's `loginTs`, the
 * `auth_time` of every token issued from it later), as if they had signed in that long ago: sudo-mode tests
 * and journeys need an old sign-in without waiting for one.
 */
export async function backdateSignIn(
  database: { databaseUrl: string; schemaSuffix: string },
  email: string,
  seconds: number,
): Promise<number> {
  const schema = `identity${database.schemaSuffix}`;
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE "${schema}".oidc_models
          SET payload = jsonb_set(payload, '{loginTs}', to_jsonb(floor(extract(epoch FROM now()))::int - $2::int))
        WHERE kind = 'Session'
          AND payload->>'accountId' = (SELECT id::text FROM "${schema}".users WHERE email = lower($1))`,
      [email, seconds],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
