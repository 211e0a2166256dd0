import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** A statement's first line and at most 200 characters: which query it was, never what it carried. */
export function statementText(query: string): string {
  const firstLine = query.trim().split('\n')[0] ?? '';
  return firstLine.length > 200 ? `${firstLine.slice(0, 200)}…` : firstLine;
}

interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** What may be logged of a failed query's error: its SQLSTATE and schema names; the message unless it quotes the value. */
export function describeQueryError(error: string | Error): Record<string, unknown> {
  if (typeof error === 'string') return { error: 'query failed' };
  const driver = ((error as { driverError?: DriverErrorFields }).driverError ?? error) as DriverErrorFields;
  const code = typeof driver.code === 'string' ? driver.code : undefined;
  // Class 22 (data exception) messages quote the refused value ("invalid input syntax for type bigint: \"...\"").
  const message = code?.startsWith('22') ? 'the database refused a value' : error.message;
  return { code, constraint: driver.constraint, table: driver.table, column: driver.column, error: message };
}

/**
 * TypeORM's logging through Nest's logger (so each line carries the request id), without ever the parameters:
 * a failed INSERT of a sign-up would otherwise write e-mails, phone numbers and password hashes to the log.
 * Failed queries log the statement's text and the error's code; successful queries are not logged.
 */
export class ParameterlessTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ msg: 'query failed', statement: statementText(query), ...describeQueryError(error) });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ msg: 'slow query', ms: time, statement: statementText(query) });
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log({ msg: message });
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ msg: String(message) });
  }
}
