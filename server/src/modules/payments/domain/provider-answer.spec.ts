import { isAnswerFor } from './provider-answer';

describe('isAnswerFor', () => {
  const order = { orderNumber: '20261123-7KQ4M9XH2C', totalPrice: 34_000 };

  it('is true only for the order\'s own number and amount', () => {
    expect(isAnswerFor({ orderId: '20261123-7KQ4M9XH2C', amount: 34_000 }, order)).toBe(true);
    expect(isAnswerFor({ orderId: '20261123-7KQ4M9XH2D', amount: 34_000 }, order)).toBe(false);
    expect(isAnswerFor({ orderId: '20261123-7KQ4M9XH2C', amount: 33_000 }, order)).toBe(false);
  });

  it('is false for an answer that names no order', () => {
    expect(isAnswerFor(null, order)).toBe(false);
  });
});
