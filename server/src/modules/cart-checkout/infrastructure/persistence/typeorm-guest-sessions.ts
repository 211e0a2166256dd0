import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LessThanOrEqual, MoreThan } from 'typeorm';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { GuestSessionsPort } from '../../application/ports/guest-sessions.port';
import type { GuestOrderer, GuestSession } from '../../domain/guest-session';
import { GuestSessionOrmEntity } from './guest-session.orm-entity';

/** 256 random bits are not guessable, so a plain digest suffices: the table alone never yields a cookie. */
const digestOf = (token: string): string => createHash('sha256').update(token).digest('hex');

function toSession(row: GuestSessionOrmEntity): GuestSession {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderId: row.orderId === null ? null : Number(row.orderId),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** Guest sessions in PostgreSQL, through the unit of work's transaction when there is one. */
@Injectable()
export class TypeormGuestSessions implements GuestSessionsPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async open(input: { orderer: GuestOrderer; orderId: number | null; now: Date; expiresAt: Date }): Promise<{ token: string; session: GuestSession }> {
    const token = randomBytes(32).toString('base64url');
    const row = new GuestSessionOrmEntity();
    row.id = randomUUID();
    row.tokenHash = digestOf(token);
    row.name = input.orderer.name.slice(0, 50);
    row.email = input.orderer.email.slice(0, 254);
    row.phone = input.orderer.phone;
    row.orderId = input.orderId === null ? null : String(input.orderId);
    row.createdAt = input.now;
    row.expiresAt = input.expiresAt;
    await (await this.managers.forWrite()).getRepository(GuestSessionOrmEntity).insert(row);
    return { token, session: toSession(row) };
  }

  async find(token: string, now: Date): Promise<GuestSession | null> {
    const row = await (await this.managers.forRead()).getRepository(GuestSessionOrmEntity).findOne({ where: { tokenHash: digestOf(token), expiresAt: MoreThan(now) } });
    return row ? toSession(row) : null;
  }

  async bindOrder(sessionId: string, orderId: number): Promise<void> {
    await (await this.managers.forWrite()).getRepository(GuestSessionOrmEntity).update({ id: sessionId }, { orderId: String(orderId) });
  }

  async close(sessionId: string): Promise<void> {
    await (await this.managers.forWrite()).getRepository(GuestSessionOrmEntity).delete({ id: sessionId });
  }

  async purgeExpired(now: Date): Promise<number> {
    const deleted = await (await this.managers.forWrite()).getRepository(GuestSessionOrmEntity).delete({ expiresAt: LessThanOrEqual(now) });
    return deleted.affected ?? 0;
  }
}
