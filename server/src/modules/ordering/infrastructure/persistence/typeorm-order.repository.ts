import { Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import { groupBy } from '../../../../shared/domain/group-by';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { ClaimAttempt, OrderRepositoryPort, PendingInsert } from '../../application/ports/order.repository.port';
import { APPROVAL_CLAIM } from '../../domain/approval-claim';
import type { Order } from '../../domain/order';
import type { OrderPeriod } from '../../domain/order-period';
import { isOrderStatus, type OrderStatus } from '../../domain/order-status';
import { OrderingFailures, OrderingReasons } from '../../domain/ordering-failures';
import { OrderMapper } from './order.mapper';
import { OrderLineOptionOrmEntity } from './order-line-option.orm-entity';
import { OrderLineOrmEntity } from './order-line.orm-entity';
import { OrderPaymentOrmEntity } from './order-payment.orm-entity';
import { OrderStatusHistoryOrmEntity } from './order-status-history.orm-entity';
import { OrderOrmEntity } from './order.orm-entity';

/**
 * Orders in PostgreSQL, through the unit of work's transaction when there is one. An order
 * is read as its row and its children (lines, options, payments, history) in one query
 * each, for any number of orders. Writes: a new order is inserted with ON CONFLICT DO
 * NOTHING (a parallel call with the same key waits for the first and then reads its
 * order; the transaction stays usable), a claim is one conditional UPDATE, and any other
 * change is saved only while the row is at the version it was read at.
 */
/** A member's order by its checkout key, or (memberId null) the guest order of the key. */
function byKey(query: SelectQueryBuilder<OrderOrmEntity>, memberId: number | null, idempotencyKey: string): SelectQueryBuilder<OrderOrmEntity> {
  return memberId === null
    ? query.where('o.guest AND o.idempotencyKey = :idempotencyKey', { idempotencyKey })
    : query.where('o.memberId = :memberId AND o.idempotencyKey = :idempotencyKey', { memberId, idempotencyKey });
}

@Injectable()
export class TypeormOrderRepository implements OrderRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findById(id: number): Promise<Order | null> {
    return this.findOne(await this.managers.forRead(), (query) => query.where('o.id = :id', { id }));
  }

  async findByNumber(orderNumber: string): Promise<Order | null> {
    return this.findOne(await this.managers.forRead(), (query) => query.where('o.orderNumber = :orderNumber', { orderNumber }));
  }

  async findByIdempotencyKey(memberId: number | null, idempotencyKey: string): Promise<Order | null> {
    return this.findOne(await this.managers.forRead(), (query) => byKey(query, memberId, idempotencyKey));
  }

  async attachGuestOrders(phone: string, memberId: number): Promise<number[]> {
    const manager = await this.managers.forWrite();
    const rows = (await manager.query(
      `UPDATE orders SET member_id = $1, version = version + 1
        WHERE guest AND member_id IS NULL AND orderer_phone = $2
        RETURNING id`,
      [memberId, phone],
    )) as [{ id: string }[], number];
    return rows[0].map((row) => Number(row.id));
  }

  async lockById(id: number): Promise<Order | null> {
    return this.findOne(await this.managers.forWrite(), (query) => query.where('o.id = :id', { id }).setLock('pessimistic_write'));
  }

  async insertPending(order: Order): Promise<PendingInsert> {
    const manager = await this.managers.forWrite();
    const state = order.snapshot();
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(OrderOrmEntity)
      .values(OrderMapper.toRow(state))
      .orIgnore()
      .returning(['id'])
      .updateEntity(false)
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (id === undefined) {
      if (state.memberId === null && !state.guest) return { kind: 'number-taken' };
      const existing = await this.findOne(manager, (query) => byKey(query, state.guest ? null : state.memberId, state.idempotencyKey));
      return existing ? { kind: 'existing', order: existing } : { kind: 'number-taken' };
    }
    for (const [position, line] of state.lines.entries()) {
      const lineInsert = await manager
        .createQueryBuilder()
        .insert()
        .into(OrderLineOrmEntity)
        .values(OrderMapper.lineRow(id, position, line))
        .returning(['id'])
        .updateEntity(false)
        .execute();
      const lineId = (lineInsert.raw as { id: string }[])[0].id;
      if (line.options.length) {
        await manager.insert(OrderLineOptionOrmEntity, line.options.map((option) => OrderMapper.optionRow(lineId, option)));
      }
    }
    await this.insertAdded(manager, id, order);
    order.markSaved(Number(id), 1);
    return { kind: 'inserted', order };
  }

  async save(order: Order): Promise<Result<void>> {
    const manager = await this.managers.forWrite();
    const state = order.snapshot();
    const row = OrderMapper.toRow(state);
    const updated = await manager
      .createQueryBuilder()
      .update(OrderOrmEntity)
      .set({
        status: row.status,
        recipient: row.recipient,
        phone: row.phone,
        zipCode: row.zipCode,
        address: row.address,
        adrDetail: row.adrDetail,
        request: row.request,
        approvingTid: row.approvingTid,
        approvingSince: row.approvingSince,
        carrierCode: row.carrierCode,
        trackingNumber: row.trackingNumber,
        shippedAt: row.shippedAt,
        deliveredAt: row.deliveredAt,
        claimKind: row.claimKind,
        claimReason: row.claimReason,
        claimDetail: row.claimDetail,
        claimRequestedAt: row.claimRequestedAt,
        claimOutcome: row.claimOutcome,
        claimNote: row.claimNote,
        claimDecidedAt: row.claimDecidedAt,
        claimRefund: row.claimRefund,
        claimPhotos: row.claimPhotos,
        claimLines: row.claimLines,
        claimPickupTracking: row.claimPickupTracking,
        claimPickupAt: row.claimPickupAt,
        claimExchangeTracking: row.claimExchangeTracking,
        productionStage: row.productionStage,
        dispatchFrom: row.dispatchFrom,
        dispatchDue: row.dispatchDue,
        updated: row.updated,
        version: () => 'version + 1',
      })
      .where('id = :id AND version = :version', { id: order.id, version: state.version })
      .execute();
    if (updated.affected !== 1) return OrderingFailures.orderChanged();
    for (const corrected of order.unsaved().correctedTexts) {
      await manager.query(
        `UPDATE order_line_option SET text = $4
         WHERE option_item_id = $3 AND order_line_id = (SELECT id FROM order_line WHERE order_id = $1 AND position = $2)`,
        [order.id, corrected.lineIndex, corrected.optionItemId, corrected.text],
      );
    }
    await this.insertAdded(manager, String(order.id), order);
    order.markSaved();
    return ok(undefined);
  }

  async claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ClaimAttempt> {
    const manager = await this.managers.forWrite();
    const claimed = await manager
      .createQueryBuilder()
      .update(OrderOrmEntity)
      .set({ status: APPROVAL_CLAIM.to, approvingTid: tid, approvingSince: now, updated: now, version: () => 'version + 1' })
      .where('order_number = :orderNumber AND status = :from', { orderNumber, from: APPROVAL_CLAIM.from })
      .returning(['id'])
      .updateEntity(false)
      .execute();
    const id = (claimed.raw as { id: string }[])[0]?.id;
    if (id !== undefined) {
      await manager.insert(OrderStatusHistoryOrmEntity, {
        orderId: id,
        fromStatus: APPROVAL_CLAIM.from,
        toStatus: APPROVAL_CLAIM.to,
        reason: OrderingReasons.approving,
        at: now,
        actorKind: 'system',
        actorId: null,
        actorName: null,
        stageFrom: null,
        stageTo: null,
      });
      return { claimed: true };
    }
    const row = await manager.getRepository(OrderOrmEntity).findOne({ select: { id: true, status: true }, where: { orderNumber } });
    return { claimed: false, status: row && isOrderStatus(row.status) ? row.status : null };
  }

  async findStuckApprovals(claimedBefore: Date, limit: number): Promise<Order[]> {
    const manager = await this.managers.forRead();
    const rows = await manager
      .getRepository(OrderOrmEntity)
      .createQueryBuilder('o')
      .where('o.status = :status AND o.approvingSince < :claimedBefore', { status: APPROVAL_CLAIM.to, claimedBefore })
      .orderBy('o.approvingSince', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit)
      .getMany();
    return this.withChildren(manager, rows);
  }

  async findStalePending(createdBefore: Date, limit: number): Promise<Order[]> {
    const manager = await this.managers.forRead();
    const rows = await manager
      .getRepository(OrderOrmEntity)
      .createQueryBuilder('o')
      .where('o.status = :status AND o.created < :createdBefore', { status: APPROVAL_CLAIM.from, createdBefore })
      .orderBy('o.created', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit)
      .getMany();
    return this.withChildren(manager, rows);
  }

  async pageOfMember(memberId: number, statuses: readonly OrderStatus[], page: PageRequest, period: OrderPeriod = {}): Promise<Page<Order>> {
    const manager = await this.managers.forRead();
    const query = manager
      .getRepository(OrderOrmEntity)
      .createQueryBuilder('o')
      .where('o.memberId = :memberId AND o.status IN (:...statuses)', { memberId, statuses });
    if (period.since) query.andWhere('o.created >= :since', { since: period.since });
    if (period.until) query.andWhere('o.created < :until', { until: period.until });
    const [rows, total] = await query
      .orderBy('o.created', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .offset(offsetOf(page))
      .limit(page.size)
      .getManyAndCount();
    return pageOf(await this.withChildren(manager, rows), page, total);
  }

  async pendingPaymentIdsOf(memberId: number): Promise<number[]> {
    const rows = (await (await this.managers.forRead()).query(`SELECT id FROM orders WHERE member_id = $1 AND status = 'PENDING_PAYMENT' ORDER BY id`, [memberId])) as { id: number }[];
    return rows.map((row) => Number(row.id));
  }

  async countByStatus(memberId: number): Promise<Partial<Record<OrderStatus, number>>> {
    const rows = await (await this.managers.forRead())
      .getRepository(OrderOrmEntity)
      .createQueryBuilder('o')
      .select('o.status', 'status')
      .addSelect('count(*)', 'n')
      .where('o.memberId = :memberId', { memberId })
      .groupBy('o.status')
      .getRawMany<{ status: string; n: string }>();
    const counts: Partial<Record<OrderStatus, number>> = {};
    for (const row of rows) if (isOrderStatus(row.status)) counts[row.status] = Number(row.n);
    return counts;
  }

  /** The history entries and payments the order added, and the payments it gave back, since it was read. */
  private async insertAdded(manager: EntityManager, orderId: string, order: Order): Promise<void> {
    const added = order.unsaved();
    if (added.history.length) await manager.insert(OrderStatusHistoryOrmEntity, added.history.map((entry) => OrderMapper.historyRow(orderId, entry)));
    if (added.payments.length) await manager.insert(OrderPaymentOrmEntity, added.payments.map((payment) => OrderMapper.paymentRow(orderId, payment)));
    for (const payment of added.cancelledPayments) {
      await manager
        .createQueryBuilder()
        .update(OrderPaymentOrmEntity)
        .set({ cancelled: true, cancelledAt: payment.cancelledAt })
        .where('order_id = :orderId AND gateway = :gateway AND tid = :tid AND NOT cancelled', { orderId, gateway: payment.gateway, tid: payment.tid })
        .execute();
    }
  }

  private async findOne(manager: EntityManager, where: (query: SelectQueryBuilder<OrderOrmEntity>) => SelectQueryBuilder<OrderOrmEntity>): Promise<Order | null> {
    const row = await where(manager.getRepository(OrderOrmEntity).createQueryBuilder('o')).getOne();
    return row ? (await this.withChildren(manager, [row]))[0] : null;
  }

  /** The orders of `rows` with their children: one query per child table, whatever the number of orders. */
  async withChildren(manager: EntityManager, rows: OrderOrmEntity[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lines = await manager
      .getRepository(OrderLineOrmEntity)
      .createQueryBuilder('l')
      .where('l.orderId IN (:...ids)', { ids })
      .orderBy('l.orderId')
      .addOrderBy('l.position')
      .getMany();
    const lineIds = lines.map((line) => line.id);
    const options = lineIds.length
      ? await manager.getRepository(OrderLineOptionOrmEntity).createQueryBuilder('x').where('x.orderLineId IN (:...lineIds)', { lineIds }).orderBy('x.id').getMany()
      : [];
    const payments = await manager.getRepository(OrderPaymentOrmEntity).createQueryBuilder('p').where('p.orderId IN (:...ids)', { ids }).orderBy('p.id').getMany();
    const history = await manager.getRepository(OrderStatusHistoryOrmEntity).createQueryBuilder('h').where('h.orderId IN (:...ids)', { ids }).orderBy('h.id').getMany();
    const linesOf = groupBy(lines, (line) => line.orderId);
    const optionsOf = groupBy(options, (option) => option.orderLineId);
    const paymentsOf = groupBy(payments, (payment) => payment.orderId);
    const historyOf = groupBy(history, (entry) => entry.orderId);
    return rows.map((order) => {
      const own = linesOf.get(order.id) ?? [];
      return OrderMapper.toDomain({
        order,
        lines: own,
        options: own.flatMap((line) => optionsOf.get(line.id) ?? []),
        payments: paymentsOf.get(order.id) ?? [],
        history: historyOf.get(order.id) ?? [],
      });
    });
  }
}
