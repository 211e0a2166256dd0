import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/**
 * GET /api/payment-id.php: a fresh key for one checkout attempt. order_save.php takes it as its
 * idempotency key, so a double click or a retried request makes one order; the readable order
 * number is the server's, given when the order is saved.
 */
@Injectable()
export class IssueOrderIdService {
  execute(): string {
    return randomUUID();
  }
}
