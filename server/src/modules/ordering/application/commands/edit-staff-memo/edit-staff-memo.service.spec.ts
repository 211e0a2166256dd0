import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryStaffMemos } from '../../testing/in-memory-staff-memos';
import { newOrder, orderingWorld } from '../../testing/in-memory-orders';
import { EditStaffMemoService } from './edit-staff-memo.service';

const AT = new Date('2026-11-25T06:00:00Z');
const BY = { adminId: 3, actor: 'cs@shop.test', ip: '203.0.113.9' };

async function world() {
  const base = orderingWorld();
  const { order } = await base.book.placePending(newOrder());
  const memos = new InMemoryStaffMemos((id) => base.orders.rows.has(id));
  const activity = new RecordingStaffActivity();
  const service = new EditStaffMemoService(memos, activity, base.unitOfWork, { now: () => AT });
  return { ...base, memos, activity, service, orderId: order.id };
}

describe('EditStaffMemoService', () => {
  it('keeps the trimmed memo with who wrote it and when, audited with the text before and after', async () => {
    const { service, memos, activity, orderId } = await world();
    const first = await service.execute(orderId, '  11/28 이전 도착 희망 (전화 확인)  ', BY);
    expect(first).toEqual({ ok: true, value: { text: '11/28 이전 도착 희망 (전화 확인)', updatedAt: AT, updatedById: 3, updatedBy: 'cs@shop.test' } });
    const second = await service.execute(orderId, '배송 전 연락 요망', { ...BY, adminId: null, actor: 'token:partner' });
    expect(second.ok).toBe(true);
    expect(await memos.find(orderId)).toEqual({ text: '배송 전 연락 요망', updatedAt: AT, updatedById: null, updatedBy: 'token:partner' });
    expect(activity.changes.map(({ action, targetType, targetId, before, after }) => ({ action, targetType, targetId, before, after }))).toEqual([
      { action: 'order.memo', targetType: 'order', targetId: orderId, before: { memo: null }, after: { memo: '11/28 이전 도착 희망 (전화 확인)' } },
      { action: 'order.memo', targetType: 'order', targetId: orderId, before: { memo: '11/28 이전 도착 희망 (전화 확인)' }, after: { memo: '배송 전 연락 요망' } },
    ]);
  });

  it('clears the memo with an empty text', async () => {
    const { service, memos, orderId } = await world();
    await service.execute(orderId, '메모', BY);
    expect(await service.execute(orderId, '   ', BY)).toMatchObject({ ok: true, value: { text: '' } });
    expect((await memos.find(orderId))?.text).toBe('');
  });

  it('refuses an unknown order (404) and a text over 2,000 characters, writing and auditing nothing', async () => {
    const { service, memos, activity, orderId } = await world();
    expect(await service.execute(orderId + 100, '메모', BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'ORDERING.ORDER_NOT_FOUND' });
    expect(await service.execute(orderId, '가'.repeat(2001), BY)).toMatchObject({ ok: false, kind: 'invalid', code: 'ORDERING.STAFF_MEMO_TOO_LONG' });
    expect(memos.memos.size).toBe(0);
    expect(activity.changes).toEqual([]);
  });
});
