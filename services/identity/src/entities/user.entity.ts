import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Currency, Language } from '../settings.js';

/** The spec's User, without its role and organisation (see MembershipEntity). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'text' })
  email!: string;

  /** When the address was proven (a mailed link, or the issuer's `email_verified`); null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** A new address asked for in the profile, waiting for its mailed link. */
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail!: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ type: 'text', nullable: true })
  picture!: string | null;

  @Column({ type: 'text', nullable: true })
  instrument!: string | null;

  @Column({ type: 'text' })
  language!: Language;

  @Column({ type: 'text' })
  currency!: Currency;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
