/* What every OrderRefundsPort keeps: the adapter on payments (PostgreSQL, in test/contract) and the specs' stand-ins. */
import type { OrderRefundRequest, OrderRefundsPort } from '../ports/order-refunds.port';

export interface OrderRefundsSetUp {
  port: OrderRefundsPort;
  /** Runs `work` as the deciding use case would: inside a unit of work that commits. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Plays a refund that used up its tries (the provider kept refusing), by order. */
  markFailed(orderId: number, error: string): Promise<void>;
}

/** Order ids no other suite uses (the contract suites share one database). */
function freshOrderId(): number {
  return 800_000_000 + Math.floor(Math.random() * 90_000_000);
}

function request(orderId: number, gateway: string, overrides: Partial<OrderRefundRequest> = {}): OrderRefundRequest {
  return {
    orderId,
    orderNumber: `20261127-C${orderId}`,
    gateway,
    tid: `T${orderId}`,
    amount: 34_000,
    partial: false,
    cause: 'member-cancel',
    reason: '구매자 취소',
    settlement: null,
    ...overrides,
  };
}

export function describeOrderRefundsPort(name: string, setUp: () => Promise<OrderRefundsSetUp>): void {
  describe(`${name}: the OrderRefundsPort contract`, () => {
    it('names the gateway payments go through now', async () => {
      const { port } = await setUp();
      expect(['sandbox', 'nicepay']).toContain(port.gateway);
    });

    it('reads a requested refund back as pending for its order only, with its amount and no error', async () => {
      const { port, run } = await setUp();
      const orderId = freshOrderId();
      const other = freshOrderId();
      await run(() => port.request([request(orderId, port.gateway), request(orderId, port.gateway, { amount: 5_000, partial: true, cause: 'return', settlement: { share: 1 } })]));
      const facts = await port.ofOrders([orderId]);
      expect(facts.map(({ orderId: id, amount, status, lastError, settledAt }) => ({ id, amount, status, lastError, settledAt }))).toEqual([
        { id: orderId, amount: 34_000, status: 'pending', lastError: null, settledAt: null },
        { id: orderId, amount: 5_000, status: 'pending', lastError: null, settledAt: null },
      ]);
      for (const fact of facts) expect(fact.requestedAt).toBeInstanceOf(Date);
      expect(await port.ofOrders([other])).toEqual([]);
      expect(await port.ofOrders([])).toEqual([]);
    });

    it('lists a refund that used up its tries among the failed ones, newest first, with its error, within the limit', async () => {
      const { port, run, markFailed } = await setUp();
      const first = freshOrderId();
      const second = freshOrderId();
      await run(() => port.request([request(first, port.gateway)]));
      await run(() => port.request([request(second, port.gateway, { amount: 12_000 })]));
      const before = (await port.failed(100)).count;
      await markFailed(first, 'refused: 2012');
      await markFailed(second, 'timed out');
      const failed = await port.failed(100);
      expect(failed.count).toBe(before + 2);
      const ours = failed.newest.filter((fact) => fact.orderId === first || fact.orderId === second);
      expect(ours.map(({ orderId, amount, lastError }) => ({ orderId, amount, lastError }))).toEqual([
        { orderId: second, amount: 12_000, lastError: 'timed out' },
        { orderId: first, amount: 34_000, lastError: 'refused: 2012' },
      ]);
      expect(ours.map((fact) => fact.orderNumber)).toEqual([`20261127-C${second}`, `20261127-C${first}`]);
      expect((await port.failed(1)).newest).toHaveLength(1);
      expect((await port.ofOrders([first]))[0]).toMatchObject({ status: 'failed', lastError: 'refused: 2012' });
    });
  });
}
