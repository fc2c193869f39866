import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '@crescendo/contracts';

@Entity({ name: 'invitations' })
export class InvitationEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  role!: Role;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** SHA-256 of the mailed link's token; null for invitations made before links (never accepted). */
  @Column({ name: 'token_hash', type: 'text', nullable: true })
  tokenHash!: string | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;
}
