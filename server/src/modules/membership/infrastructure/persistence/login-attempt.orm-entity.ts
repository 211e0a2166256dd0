import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every password check (login, check-pass.php), counted for the slow-down. */
@Entity('login_attempt')
@Index('login_attempt_email_idx', ['emailKey', 'attemptedAt'])
@Index('login_attempt_ip_idx', ['ip', 'attemptedAt'])
export class LoginAttemptOrmEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ type: 'boolean' })
  succeeded!: boolean;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;
}
