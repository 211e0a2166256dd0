import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nicePayAuthSignature } from '../nicepay-auth-return';

export interface FakeNicePayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type FakeNicePayAnswer = { status: number; body: unknown } | 'hang' | 'garbage';

/** One payment as the fake NicePay keeps it: what its window authenticated, and what became of it. */
export interface FakeNicePayPayment {
  orderId: string;
  amount: number;
  approved: boolean;
  /** The cancels it took, by their own orderId (NicePay keeps that unique per cancel). */
  cancels: { orderId: string; amount: number }[];
}

/** The fake's code for a second cancel with an orderId already used (NicePay refuses it; the adapter reads any non-0000). */
export const FAKE_NICEPAY_DUPLICATE_CANCEL = 'A2C1';

/**
 * A stand-in for NicePay's API v1 on 127.0.0.1 (unit specs of the adapter, and the contract suites that run the whole
 * shop with PAYMENT_GATEWAY=nicepay). It answers every request with `answer`, which a test may set; `asNicePay`
 * answers as NicePay does for the payments in `payments`:
 * - `POST /v1/payments/{tid}` approves once, for the authenticated amount, with NicePay's signature, naming the
 *   order and amount the authentication was made for (whatever order the return named);
 * - `POST /v1/payments/{tid}/cancel` gives back all that is left, or `cancelAmt`, and refuses an orderId already used;
 * - `GET /v1/payments/{tid}` answers the payment with its balanceAmt and status;
 * - `POST /v1/payments/netcancel` answers success.
 * `authenticate` plays the payment window: it makes a tid and the signed form the window posts to the return URL.
 */
export class FakeNicePay {
  readonly received: FakeNicePayRequest[] = [];
  readonly payments = new Map<string, FakeNicePayPayment>();
  answer: (request: FakeNicePayRequest) => FakeNicePayAnswer = () => ({ status: 404, body: {} });
  private server!: Server;
  private paid = 0;

  constructor(
    private readonly clientId: string,
    private readonly secretKey: string,
  ) {}

  readonly asNicePay = ({ method, path, body }: FakeNicePayRequest): FakeNicePayAnswer => {
    if (path === '/v1/payments/netcancel') return { status: 200, body: { resultCode: '0000', resultMsg: '망취소 성공' } };
    const [, , , tid = '', action] = path.split('/');
    const known = this.payments.get(tid);
    if (!known) return { status: 200, body: { resultCode: 'A123', resultMsg: '거래 정보가 없습니다.', tid } };
    const cancelled = known.cancels.reduce((sum, cancel) => sum + cancel.amount, 0);
    const balance = known.amount - cancelled;
    const state = cancelled === 0 ? 'paid' : balance === 0 ? 'cancelled' : 'partialCancelled';
    if (method === 'GET') {
      return { status: 200, body: { resultCode: known.approved ? '0000' : 'A123', resultMsg: '정상 처리되었습니다.', tid, orderId: known.orderId, amount: known.amount, balanceAmt: known.approved ? balance : 0, status: known.approved ? state : 'ready' } };
    }
    if (action === 'cancel') {
      const key = String(body.orderId ?? '');
      if (known.cancels.some((cancel) => cancel.orderId === key)) return { status: 200, body: { resultCode: FAKE_NICEPAY_DUPLICATE_CANCEL, resultMsg: '중복된 취소 요청입니다.', tid } };
      const amount = body.cancelAmt === undefined ? balance : Number(body.cancelAmt);
      if (!known.approved || amount <= 0 || amount > balance) return { status: 200, body: { resultCode: '2012', resultMsg: '취소 불가 거래입니다.', tid } };
      known.cancels.push({ orderId: key, amount });
      return { status: 200, body: { resultCode: '0000', resultMsg: '취소 성공', tid, orderId: key, cancelledTid: `${tid}C${known.cancels.length}`, amount, balanceAmt: balance - amount, status: balance === amount ? 'cancelled' : 'partialCancelled' } };
    }
    if (known.approved || body.amount !== known.amount) {
      return { status: 200, body: { resultCode: 'A225', resultMsg: '승인할 수 없는 거래입니다.', tid, orderId: known.orderId, amount: known.amount, status: 'failed' } };
    }
    known.approved = true;
    return { status: 200, body: this.approvedAnswer(tid, known.amount, { orderId: known.orderId }) };
  };

  /** NicePay's answer to an approval, signed as its docs say (tid + amount + ediDate + secret). */
  approvedAnswer(tid: string, amount: number, extra: Record<string, unknown> = {}) {
    const ediDate = '2026-05-01T12:00:01.000+0900';
    return {
      resultCode: '0000',
      resultMsg: '정상 처리되었습니다.',
      tid,
      orderId: 'ORDER-1',
      ediDate,
      signature: createHash('sha256').update(`${tid}${amount}${ediDate}${this.secretKey}`).digest('hex'),
      status: 'paid',
      paidAt: '2026-05-01T12:00:01.000+0900',
      payMethod: 'card',
      amount,
      card: { cardCode: '04', cardName: '신한', cardNum: '53611234****1234', cardQuota: 0 },
      ...extra,
    };
  }

  /** The payment window: the shopper authenticates `amount` for `orderId`; answers the form NicePay posts back. */
  authenticate(orderId: string, amount: number): Record<string, string> {
    this.paid += 1;
    const tid = `nictest00m0101${String(this.paid).padStart(6, '0')}${randomBytes(5).toString('hex')}`;
    const authToken = `NICETOKN${randomBytes(8).toString('hex')}`;
    this.payments.set(tid, { orderId, amount, approved: false, cancels: [] });
    const fields = { authResultCode: '0000', authResultMsg: '인증 성공', tid, clientId: this.clientId, orderId, amount: String(amount), mallReserved: '', authToken };
    return { ...fields, signature: nicePayAuthSignature(authToken, this.clientId, amount, this.secretKey) };
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  paths(): string[] {
    return this.received.map((request) => request.path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const request: FakeNicePayRequest = { method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} };
    this.received.push(request);
    const answer = this.answer(request);
    if (answer === 'hang') return; // never answers: the client's time-out fires
    if (answer === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}
