import { SendTextMessageService } from '../../../verification/application/commands/send-text-message/send-text-message.service';
import { RecordingSms } from '../../../verification/application/testing/in-memory-verification';
import { SmsOrderNotifier } from './sms-order-notifier';

const ORDER = {
  id: 7,
  memberId: 3,
  orderNumber: '20261127-ABCDEFGHJK',
  goodsTitle: '미니 토트백',
  totalPrice: 59_000,
  lines: [{ goodsName: '미니 토트백', amount: 1, options: [], lineTotal: 59_000 }],
  ordererPhone: '01012345678',
};

describe('SmsOrderNotifier (the order-paid-text job’s handler)', () => {
  it('sends the confirmation with the order number as its key, so a retry of the job does not text twice', async () => {
    const sms = new RecordingSms();
    await new SmsOrderNotifier(new SendTextMessageService(sms), { publicUrl: 'https://shop.example.com' }).orderPaid(ORDER);
    expect(sms.sent).toEqual([{ to: '01012345678', text: expect.stringContaining(ORDER.orderNumber), idempotencyKey: 'order-paid-text:20261127-ABCDEFGHJK' }]);
  });

  it('sends nothing for an order without a phone', async () => {
    const sms = new RecordingSms();
    await new SmsOrderNotifier(new SendTextMessageService(sms), { publicUrl: 'https://shop.example.com' }).orderPaid({ ...ORDER, ordererPhone: '' });
    expect(sms.sent).toEqual([]);
  });
});
