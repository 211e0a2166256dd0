import type { MemberNotifierPort } from '../ports/member-notifier.port';

/**
 * A provider that honours idempotency keys as the real channel does (verification's "A text handed to Solapi once"):
 * every hand-over is recorded, but a key is delivered once. `failing` names the hand-overs (1-based, across passes)
 * that are refused, as a provider outage would refuse them.
 */
export class KeyedNotifier implements MemberNotifierPort {
  readonly handedOver: { phone: string; idempotencyKey?: string }[] = [];
  readonly delivered: { phone: string; message: string; idempotencyKey?: string }[] = [];
  readonly failing = new Set<number>();
  private calls = 0;

  async text(phone: string, message: string, idempotencyKey?: string): Promise<void> {
    this.calls += 1;
    if (this.failing.has(this.calls)) throw new Error(`provider refused text ${this.calls}`);
    this.handedOver.push({ phone, idempotencyKey });
    if (idempotencyKey !== undefined && this.delivered.some((text) => text.idempotencyKey === idempotencyKey)) return;
    this.delivered.push({ phone, message, idempotencyKey });
  }
}
