import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '@crescendo/contracts';

/**
 * A user's role and, once they have one, their organisation (spec: User.role, User.organizationId).
 * One per user for now: the key is the user.
 */
@Entity({ name: 'memberships' })
export class MembershipEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ type: 'text' })
  role!: Role;

  @Column({ name: 'joined_at', type: 'timestamptz' })
  joinedAt!: Date;
}
