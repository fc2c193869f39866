import type { Db } from '@crescendo/service-kit';

export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  preferred_username: string;
  locale: string;
}

/** What tokens and userinfo say about a user; undefined when the user no longer exists. */
export async function accountClaims(db: Db, userId: string): Promise<AccountClaims | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const rows: Array<{ id: string; email: string; first_name: string; last_name: string; language: string }> =
    await db.query(`SELECT id, email, first_name, last_name, language FROM users WHERE id = $1`, [userId]);
  const user = rows[0];
  if (!user) return undefined;
  return {
    sub: user.id,
    email: user.email,
    // Sign-up does not verify e-mail addresses yet: say so rather than claim it.
    email_verified: false,
    given_name: user.first_name,
    family_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    preferred_username: user.email,
    locale: user.language,
  };
}
