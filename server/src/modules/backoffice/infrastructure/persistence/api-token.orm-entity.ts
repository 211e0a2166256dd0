import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

@Check('api_token_scopes', "cardinality(scopes) > 0 AND scopes <@ ARRAY['catalog:read', 'orders:read', 'orders:write']::text[]")
@Entity('api_token')
@Unique('api_token_hash_unique', ['tokenHash'])
export class ApiTokenOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'token_prefix', type: 'varchar', length: 16 })
  tokenPrefix!: string;

  @Column({ type: 'text', array: true })
  scopes!: string[];

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'created_by', type: 'integer' })
  @ForeignKey(() => AdminAccountOrmEntity, { name: 'api_token_created_by_fkey' })
  createdBy!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
