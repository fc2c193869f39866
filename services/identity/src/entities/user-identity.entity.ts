import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Links a token's (issuer, subject) to a user: the embedded provider, Keycloak or Google. */
@Entity({ name: 'user_identities' })
export class UserIdentityEntity {
  @PrimaryColumn({ type: 'text' })
  issuer!: string;

  @PrimaryColumn({ type: 'text' })
  subject!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;
}
