import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LoginAttempt, LoginAttemptRepositoryPort } from '../../application/ports/login-attempt.repository.port';

/** Counted in PostgreSQL over CLOCK-stamped rows, so every instance applies the same slow-down. */
@Injectable()
export class TypeormLoginAttemptRepository implements LoginAttemptRepositoryPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(attempt: LoginAttempt): Promise<void> {
    await this.dataSource.query('INSERT INTO login_attempt (email_key, ip, succeeded, attempted_at) VALUES ($1, $2, $3, $4)', [
      attempt.emailKey.slice(0, 254),
      attempt.ip.slice(0, 64),
      attempt.succeeded,
      attempt.at,
    ]);
  }

  async countAccountFailures(emailKey: string, since: Date): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS failures FROM login_attempt
        WHERE email_key = $1 AND NOT succeeded
          AND attempted_at > greatest($2::timestamptz,
                (SELECT max(attempted_at) FROM login_attempt WHERE email_key = $1 AND succeeded))`,
      [emailKey, since],
    )) as { failures: number }[];
    return row.failures;
  }

  async countIpFailures(ip: string, since: Date): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS failures FROM login_attempt WHERE ip = $1 AND NOT succeeded AND attempted_at > $2',
      [ip, since],
    )) as { failures: number }[];
    return row.failures;
  }
}
