import { createHash, timingSafeEqual } from 'node:crypto';
import type { ReadReturnOutcome } from '../../../application/ports/payment-gateway.port';

/** NicePay's code for "the shopper authenticated": only then is there a tid to approve. */
export const NICEPAY_AUTHENTICATED = '0000';

/** hex(sha256(authToken + clientId + amount + secretKey)): NicePay's signature of the return post. */
export function nicePayAuthSignature(authToken: string, clientId: string, amount: number | string, secretKey: string): string {
  return createHash('sha256').update(`${authToken}${clientId}${amount}${secretKey}`).digest('hex');
}

/** One string per field: a form may repeat a key (the first wins) or leave it out. */
export function formField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : '';
}

/** NicePay's orderId: up to 64 bytes, our order number; printable ASCII is all the shop ever makes. */
export const ORDER_ID = /^[\x21-\x7e]{1,64}$/;
const AMOUNT = /^\d{1,12}$/;
const TID = /^[A-Za-z0-9_-]{1,30}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

/**
 * Reads the form NicePay's window posts to the returnUrl (Server 승인 모델): authResultCode, authResultMsg,
 * tid, clientId, orderId, amount, mallReserved, authToken, signature. A successful authentication must carry
 * our clientId and a signature made with our secret key (compared in constant time); a failed one carries no
 * signature (NicePay sends none then), so it is believed only as "not authenticated" and approves nothing.
 * The sandbox's card page posts the same fields, signed with its own per-process secret.
 */
export function readNicePayAuthReturn(fields: Record<string, unknown>, ours: { clientId: string; secretKey: string }): ReadReturnOutcome {
  const code = formField(fields, 'authResultCode');
  const message = formField(fields, 'authResultMsg');
  const orderId = formField(fields, 'orderId');
  const amountText = formField(fields, 'amount');
  const clientId = formField(fields, 'clientId');
  if (!code || code.length > 10 || !ORDER_ID.test(orderId)) return { ok: false, reason: 'malformed' };
  // Not ours: a post meant for another store, or forged with another store's keys.
  if (clientId && clientId !== ours.clientId) return { ok: false, reason: 'bad-signature' };

  if (code !== NICEPAY_AUTHENTICATED) {
    return {
      ok: true,
      value: {
        authenticated: false,
        resultCode: code,
        resultMessage: message.slice(0, 500),
        orderId,
        amount: AMOUNT.test(amountText) ? Number(amountText) : 0,
        tid: TID.test(formField(fields, 'tid')) ? formField(fields, 'tid') : '',
        approvalContext: {},
      },
    };
  }

  const tid = formField(fields, 'tid');
  const authToken = formField(fields, 'authToken');
  const signature = formField(fields, 'signature');
  if (!AMOUNT.test(amountText) || !TID.test(tid) || !authToken || authToken.length > 200) return { ok: false, reason: 'malformed' };
  if (clientId !== ours.clientId || !SIGNATURE.test(signature)) return { ok: false, reason: 'bad-signature' };
  const expected = Buffer.from(nicePayAuthSignature(authToken, ours.clientId, amountText, ours.secretKey), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad-signature' };
  return {
    ok: true,
    value: {
      authenticated: true,
      resultCode: code,
      resultMessage: message.slice(0, 500),
      orderId,
      amount: Number(amountText),
      tid,
      approvalContext: { authToken },
    },
  };
}
