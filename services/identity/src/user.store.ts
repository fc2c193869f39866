import { randomUUID } from 'node:crypto';
import { userCreated, type Role } from '@crescendo/contracts';
import type { Db, Outbox } from '@crescendo/service-kit';
import {
  currentMembership,
  toMembership,
  type MembershipWithOrganization,
  type Membership,
} from './membership.store.js';
import { defaultSettings, type Currency, type Language } from './settings.js';

export type { Membership } from './membership.store.js';

/** The spec's User, without its role and organisation (see `Membership`). */
export interface User {
  id: string;
  /** Stored lower-cased; unique. */
  email: string;
  /** When the address was proven (a mailed link, or the issuer's `email_verified`); null until then. */
  emailVerifiedAt: Date | null;
  /** A new address asked for in the profile, waiting for its mailed link. */
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  picture: string | null;
  instrument: string | null;
  language: Language;
  currency: Currency;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  pending_email: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  bio: string | null;
  picture: string | null;
  instrument: string | null;
  language: Language;
  currency: Currency;
  created_at: Date;
  updated_at: Date;
}

interface MembershipRow {
  user_id: string;
  organization_id: string | null;
  role: Role;
  joined_at: Date;
}

const userColumns = `id, email, email_verified_at, pending_email, first_name, last_name, phone, bio, picture,
  instrument, language, currency, created_at, updated_at`;
const membershipColumns = `user_id, organization_id, role, joined_at`;

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  emailVerifiedAt: row.email_verified_at,
  pendingEmail: row.pending_email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  bio: row.bio,
  picture: row.picture,
  instrument: row.instrument,
  language: row.language,
  currency: row.currency,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewUser {
  /** A fixed id (the demo accounts'); otherwise a random one. */
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
  organizationId?: string | null;
  instrument?: string | null;
  /** The address is already proven (the issuer said so, or a demo account). */
  emailVerified?: boolean;
}

/**
 * Creates a user and their membership, in the caller's transaction, and records `user.created`.
 * Teacher without organisation unless told otherwise (spec §4); an invitation is taken only through
 * its mailed link (invitation.service.ts), never by the e-mail alone.
 */
export async function createUser(
  db: Db,
  outbox: Outbox,
  input: NewUser,
): Promise<{ user: User; membership: Membership }> {
  const [row]: UserRow[] = await db.query(
    `INSERT INTO users (id, email, first_name, last_name, phone, bio, picture, instrument, email_verified_at,
                        pending_email, language, currency)
     VALUES ($1, $2, $3, $4, NULL, NULL, NULL, $5, $6, NULL, $7, $8)
     RETURNING ${userColumns}`,
    [
      input.id ?? randomUUID(),
      input.email.trim().toLowerCase(),
      input.firstName.trim(),
      input.lastName.trim(),
      input.instrument ?? null,
      input.emailVerified ? new Date() : null,
      defaultSettings.language,
      defaultSettings.currency,
    ],
  );
  const user = toUser(row!);
  const role: Role = input.role ?? 'teacher';
  const organizationId = input.organizationId ?? null;
  const [membership]: MembershipRow[] = await db.query(
    `INSERT INTO memberships (user_id, organization_id, role, joined_at, last_used_at) VALUES ($1, $2, $3, $4, $4)
     RETURNING ${membershipColumns}`,
    [user.id, organizationId, role, new Date()],
  );
  await outbox.add(db.manager, userCreated, { userId: user.id, organizationId, role }, { organizationId });
  return { user, membership: toMembership(membership!) };
}

/** The user; `lock` holds their row until the transaction ends. */
export async function findUser(db: Db, userId: string, lock = false): Promise<User | null> {
  const rows: UserRow[] = await db.query(
    `SELECT ${userColumns} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** The account with that address (addresses are stored lower-cased: the caller lower-cases its own). */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const rows: UserRow[] = await db.query(`SELECT ${userColumns} FROM users WHERE email = $1`, [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
  return rows.length > 0;
}

/** The user and the membership they used last. */
export async function loadUser(
  db: Db,
  userId: string,
): Promise<{ user: User; membership: MembershipWithOrganization } | null> {
  const user = await findUser(db, userId);
  const membership = user ? await currentMembership(db, userId) : null;
  return user && membership ? { user, membership } : null;
}

/** What a user's profile, settings and mailbox change. */
const changeable = {
  email: 'email',
  emailVerifiedAt: 'email_verified_at',
  pendingEmail: 'pending_email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  bio: 'bio',
  picture: 'picture',
  instrument: 'instrument',
  language: 'language',
  currency: 'currency',
} as const satisfies Partial<Record<keyof User, string>>;

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * Writes what changed from `stored` to `changed` (nothing when nothing did), with a fresh `updated_at`;
 * answers the user as stored now.
 */
export async function saveUser(db: Db, stored: User, changed: User): Promise<User> {
  const columns: string[] = [];
  const values: unknown[] = [stored.id];
  for (const [field, column] of Object.entries(changeable) as Array<[keyof typeof changeable, string]>) {
    if (same(stored[field], changed[field])) continue;
    values.push(changed[field]);
    columns.push(`${column} = $${values.length}`);
  }
  if (columns.length === 0) return changed;
  const [rows]: [Array<{ updated_at: Date }>, number] = await db.query(
    `UPDATE users SET ${columns.join(', ')}, updated_at = now() WHERE id = $1 RETURNING updated_at`,
    values,
  );
  return { ...changed, updatedAt: rows[0]?.updated_at ?? changed.updatedAt };
}

/** A new account's language (the sign-up page's), in its creating transaction. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.query(`UPDATE users SET language = $2, updated_at = now() WHERE id = $1`, [userId, language]);
}

/** The user a sign-in identity (issuer, subject) is linked to. */
export async function linkedUserId(db: Db, issuer: string, subject: string): Promise<string | null> {
  const rows: Array<{ user_id: string }> = await db.query(
    `SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2`,
    [issuer, subject],
  );
  return rows[0]?.user_id ?? null;
}

/** Links a sign-in identity to the user (a unique violation if it is linked already). */
export async function linkIdentity(db: Db, issuer: string, subject: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO user_identities (issuer, subject, user_id) VALUES ($1, $2, $3)`, [
    issuer,
    subject,
    userId,
  ]);
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}

/** Holds the user's row until the transaction ends. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}

/** Their memberships, identities, credentials and tokens go with them (ON DELETE CASCADE). */
export async function deleteUsers(db: Db, userIds: string[]): Promise<void> {
  await db.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
}

/** The address the user proved by a mailed link, if it is still theirs. */
export async function markEmailProven(db: Db, userId: string, email: string): Promise<void> {
  await db.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 AND email = $2`,
    [userId, email],
  );
}

/** The address counts as proven (a demo account's: its mailbox does not exist). */
export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.query(`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [
    userId,
  ]);
}

export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const rows: Array<{ email: string }> = await db.query(`SELECT email FROM users WHERE id = $1`, [userId]);
  return rows[0]?.email;
}
