// Stand-ins for the outside services a production instance talks to, on one local port: NicePay's API v1 (the card
// company; production refuses the sandbox gateway) and Solapi's send API (texts; production refuses the outbox).
// Each server process gets base URLs of its own (/<process>/nicepay, /<process>/solapi), so every approval and text
// is known by the process that made it, and what a process had in flight when it was killed can be seen.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** hex(sha256(authToken + clientId + amount + secretKey)): NicePay's signature of the return post (nicepay-auth-return.ts). */
const authSignature = (authToken, clientId, amount, secretKey) => createHash('sha256').update(`${authToken}${clientId}${amount}${secretKey}`).digest('hex');

/**
 * Starts the stand-ins on 127.0.0.1:`port`. NicePay answers as the real API does for payments its "window"
 * (`authenticate`) made: an approval once per tid (after `approvalDelayMs`), cancels, the network cancel and the
 * lookup; Solapi accepts every text after `textDelayMs`. Both record what they received.
 */
export async function startProviders({ port, clientId, secretKey, approvalDelayMs, textDelayMs }) {
  const payments = new Map();
  /** Every approval asked: { process, tid, orderId, amount, approved, at }; `answered` false while the answer is delayed. */
  const approvals = [];
  const cancels = [];
  const netCancels = [];
  /** Every text: { process, to, text, at, answered }. */
  const texts = [];

  const nicepay = async (process, method, path, body) => {
    if (path === '/v1/payments/netcancel') {
      netCancels.push({ process, orderId: body.orderId });
      return { resultCode: '0000', resultMsg: '망취소 성공' };
    }
    const [, , , tid = '', action] = path.split('/');
    const known = payments.get(tid);
    if (!known) return { resultCode: 'A123', resultMsg: '거래 정보가 없습니다.', tid };
    if (method === 'GET') {
      const cancelled = known.cancelled ? known.amount : 0;
      return { resultCode: '0000', tid, orderId: known.orderId, amount: known.amount, balanceAmt: known.approved ? known.amount - cancelled : 0, status: known.cancelled ? 'cancelled' : known.approved ? 'paid' : 'ready' };
    }
    if (action === 'cancel') {
      cancels.push({ process, tid, orderId: known.orderId, key: body.orderId, reason: body.reason });
      if (!known.approved || known.cancelled) return { resultCode: '2012', resultMsg: '취소 불가 거래입니다.', tid };
      known.cancelled = true;
      return { resultCode: '0000', resultMsg: '취소 성공', tid, orderId: body.orderId, amount: known.amount, balanceAmt: 0, status: 'cancelled' };
    }
    const approval = { process, tid, orderId: known.orderId, amount: known.amount, approved: false, answered: false, at: performance.now() };
    approvals.push(approval);
    await sleep(known.approvalDelayMs ?? approvalDelayMs);
    approval.answered = true;
    if (known.approved || body.amount !== known.amount) return { resultCode: 'A225', resultMsg: '승인할 수 없는 거래입니다.', tid, orderId: known.orderId, amount: known.amount, status: 'failed' };
    known.approved = true;
    approval.approved = true;
    const ediDate = new Date().toISOString();
    return {
      resultCode: '0000',
      resultMsg: '정상 처리되었습니다.',
      tid,
      orderId: known.orderId,
      amount: known.amount,
      ediDate,
      signature: createHash('sha256').update(`${tid}${known.amount}${ediDate}${secretKey}`).digest('hex'),
      status: 'paid',
      paidAt: ediDate,
      payMethod: 'card',
      card: { cardCode: '04', cardName: '신한', cardNum: '53611234****1234', cardQuota: 0 },
    };
  };

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const [, process, service, ...rest] = (request.url ?? '').split('/');
    const path = `/${rest.join('/')}`;
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    let answer;
    if (service === 'nicepay') {
      answer = await nicepay(process, request.method, path, body);
    } else if (service === 'solapi' && path === '/messages/v4/send') {
      const text = { process, to: String(body.message?.to ?? ''), text: String(body.message?.text ?? ''), at: performance.now(), answered: false };
      texts.push(text);
      await sleep(textDelayMs);
      text.answered = true;
      answer = { statusCode: '2000', messageId: `M4V${randomBytes(8).toString('hex')}` };
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${port}`;
  let paid = 0;
  // The stand-in takes any key: made per run, so no key is written down anywhere.
  const solapiKey = randomBytes(12).toString('hex');
  const solapiSecret = randomBytes(24).toString('hex');
  return {
    approvals,
    cancels,
    netCancels,
    texts,
    /** The environment that points server process `process` at the stand-ins (production settings, test store keys). */
    envFor: (process) => ({
      PAYMENT_GATEWAY: 'nicepay',
      NICEPAY_CLIENT_ID: clientId,
      NICEPAY_SECRET_KEY: secretKey,
      NICEPAY_API_BASE_URL: `${base}/${process}/nicepay`,
      NICEPAY_MODE: 'test',
      SMS_PROVIDER: 'solapi',
      SOLAPI_BASE_URL: `${base}/${process}/solapi`,
      SOLAPI_API_KEY: solapiKey,
      SOLAPI_API_SECRET: solapiSecret,
      SMS_FROM: '0212345678',
    }),
    /**
     * NicePay's payment window: the shopper authenticates `amount` for `orderId`; answers the form it posts to the return
     * URL. `approvalDelayMs`: this payment's approval answers that late instead of the usual.
     */
    authenticate: (orderId, amount, { approvalDelayMs: slow } = {}) => {
      paid += 1;
      const tid = `nictest00m${String(paid).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
      const authToken = `NICETOKN${randomBytes(8).toString('hex')}`;
      payments.set(tid, { orderId, amount, approved: false, cancelled: false, approvalDelayMs: slow });
      return { authResultCode: '0000', authResultMsg: '인증 성공', tid, clientId, orderId, amount: String(amount), mallReserved: '', authToken, signature: authSignature(authToken, clientId, amount, secretKey) };
    },
    /** The newest text to `phone` (digits), or undefined. */
    lastTextTo: (phone) => texts.findLast((text) => text.to.replace(/\D/g, '') === phone),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
