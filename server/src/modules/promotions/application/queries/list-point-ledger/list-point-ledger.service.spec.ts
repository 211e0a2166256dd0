import { promotionsWorld } from '../../testing/in-memory-promotions';
import { ListPointLedgerService } from './list-point-ledger.service';

describe('ListPointLedgerService', () => {
  it('gives the balance (the ledger\'s sum) and the member\'s rows, newest first', async () => {
    const world = promotionsWorld();
    const service = new ListPointLedgerService(world.ledger);
    world.ledger.adjust(1, 1_000);
    world.ledger.adjust(2, 5_000);
    await world.ledger.append({ memberId: 1, amount: -300, kind: 'use', orderId: 9, reason: '사용', created: new Date('2026-03-01T00:00:00Z') });
    const { balance, entries } = await service.execute(1, { page: 0, size: 10 });
    expect(balance).toBe(700);
    expect(entries.content.map((entry) => entry.amount)).toEqual([-300, 1_000]);
  });
});
