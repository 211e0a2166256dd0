import { SendTextMessageService } from '../../../verification/application/commands/send-text-message/send-text-message.service';
import { RecordingSms } from '../../../verification/application/testing/in-memory-verification';
import { SmsOrderNotifier } from './sms-order-notifier';
import { PAID_ORDER_TEXT as ORDER } from './testing/paid-order-text';

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
