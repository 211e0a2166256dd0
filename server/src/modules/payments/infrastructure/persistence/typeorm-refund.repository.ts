import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { RefundRepositoryPort } from '../../application/ports/refund.repository.port';
import type { Refund, RefundCause, RefundRequest, RefundStatus } from '../../domain/refund';
import { PaymentRefundOrmEntity } from './payment-refund.orm-entity';

function toRefund(row: PaymentRefundOrmEntity): Refund {
  return {
    id: Number(row.id),
    orderId: Number(row.orderId),
    orderNumber: row.orderNumber,
    gateway: row.gateway,
    tid: row.tid,
    amount: row.amount,
    partial: row.partial,
    cause: row.cause as RefundCause,
    reason: row.reason,
    settlement: row.settlement,
    idempotencyKey: row.idempotencyKey,
    status: row.status as RefundStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    requestedAt: row.requestedAt,
    settledAt: row.settledAt,
  };
}

/** payment_refund in PostgreSQL, through the unit of work's transaction when there is one. */
@Injectable()
export class TypeormRefundRepository implements RefundRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async add(request: RefundRequest, idempotencyKey: string, now: Date): Promise<Refund> {
    const manager = await this.managers.forWrite();
    const row = manager.create(PaymentRefundOrmEntity, {
      orderId: String(request.orderId),
      orderNumber: request.orderNumber,
      gateway: request.gateway,
      tid: request.tid,
      amount: request.amount,
      partial: request.partial,
      cause: request.cause,
      reason: request.reason.slice(0, 100),
      settlement: request.settlement,
      idempotencyKey,
      status: 'pending',
      attempts: 0,
      lastError: null,
      requestedAt: now,
      settledAt: null,
    });
    return toRefund(await manager.save(row));
  }

  async countForOrder(orderId: number): Promise<number> {
    return (await this.managers.forRead()).count(PaymentRefundOrmEntity, { where: { orderId: String(orderId) } });
  }

  async byId(id: number): Promise<Refund | null> {
    const row = await (await this.managers.forRead()).findOne(PaymentRefundOrmEntity, { where: { id: String(id) } });
    return row ? toRefund(row) : null;
  }

  async lock(id: number): Promise<Refund | null> {
    const row = await (await this.managers.forWrite()).findOne(PaymentRefundOrmEntity, { where: { id: String(id) }, lock: { mode: 'pessimistic_write' } });
    return row ? toRefund(row) : null;
  }

  async save(refund: Refund): Promise<void> {
    await (await this.managers.forWrite()).update(
      PaymentRefundOrmEntity,
      { id: String(refund.id) },
      { status: refund.status, attempts: refund.attempts, lastError: refund.lastError, settledAt: refund.settledAt },
    );
  }

  async ofOrders(orderIds: readonly number[]): Promise<Refund[]> {
    if (orderIds.length === 0) return [];
    const rows = await (await this.managers.forRead()).find(PaymentRefundOrmEntity, { where: { orderId: In(orderIds.map(String)) }, order: { id: 'ASC' } });
    return rows.map(toRefund);
  }

  async countFailed(): Promise<number> {
    return (await this.managers.forRead()).count(PaymentRefundOrmEntity, { where: { status: 'failed' } });
  }

  async failed(limit: number): Promise<Refund[]> {
    const rows = await (await this.managers.forRead()).find(PaymentRefundOrmEntity, { where: { status: 'failed' }, order: { settledAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toRefund);
  }
}
