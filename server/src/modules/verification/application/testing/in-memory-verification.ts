/* Test doubles for the verification ports: in memory, with the same semantics as the adapters. */
import type { ClockPort } from '../../../../shared/application/clock.port';
import type { Transactional } from '../../../../shared/application/testing/rollback-unit-of-work';
import { InMemoryLimitCounters } from '../../../../shared/application/testing/in-memory-limit-counters';
import type { CountedLimit, ReservedSlot } from '../../../../shared/domain/counted-limit';
import { VerificationCode, type VerificationCodeState } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import type { VerificationTokenState, VerifiedPhone } from '../../domain/verification-token';
import type { IdentityVerificationPort } from '../ports/identity-verification.port';
import type { RandomSourcePort } from '../ports/random-source.port';
import type { SecretHasherPort } from '../ports/secret-hasher.port';
import type { SmsMessage, SmsSenderPort } from '../ports/sms-sender.port';
import type { VerificationCodeRepositoryPort } from '../ports/verification-code.repository.port';
import type { VerificationTokenRepositoryPort } from '../ports/verification-token.repository.port';

export class FakeClock implements ClockPort {
  constructor(private current = new Date('2026-03-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class InMemoryCodes implements VerificationCodeRepositoryPort, Transactional {
  readonly rows: VerificationCodeState[] = [];

  snapshot(): unknown {
    return structuredClone(this.rows);
  }
  restore(state: unknown): void {
    this.rows.splice(0, this.rows.length, ...(state as VerificationCodeState[]));
  }

  readonly counters = new InMemoryLimitCounters();

  async issueIfAllowed(limits: readonly CountedLimit[], code: VerificationCode, now: Date) {
    const reservation = this.counters.reserve(limits, now);
    if (!reservation.ok) return reservation;
    const state = code.snapshot();
    for (const row of this.rows) {
      if (row.phone === state.phone && row.purpose === state.purpose && !row.confirmedAt && !row.supersededAt) row.supersededAt = now;
    }
    this.rows.push({ ...state });
    return reservation;
  }

  async discard(id: string, slots: readonly ReservedSlot[]) {
    this.rows.splice(this.rows.findIndex((row) => row.id === id), 1);
    this.counters.settle(slots.map((slot) => ({ slot, then: 'release' })));
  }

  async findOpen(phone: string, purpose: VerificationPurpose) {
    const row = [...this.rows].reverse().find((r) => r.phone === phone && r.purpose === purpose && !r.confirmedAt && !r.supersededAt);
    return row ? VerificationCode.restore(row) : null;
  }

  async claimTry(id: string, maxTries: number) {
    const row = this.rows.find((r) => r.id === id);
    if (!row || row.confirmedAt || row.tries >= maxTries) return false;
    row.tries += 1;
    return true;
  }

  async markConfirmed(id: string, now: Date) {
    const row = this.rows.find((r) => r.id === id);
    if (!row || row.confirmedAt) return false;
    row.confirmedAt = now;
    return true;
  }
}

export class InMemoryTokens implements VerificationTokenRepositoryPort, Transactional {
  readonly rows: (VerificationTokenState & { consumedAt: Date | null })[] = [];
  /** Set to make the next save throw, as a failed insert would. */
  failNextSave: Error | null = null;

  snapshot(): unknown {
    return structuredClone(this.rows);
  }
  restore(state: unknown): void {
    this.rows.splice(0, this.rows.length, ...(state as (VerificationTokenState & { consumedAt: Date | null })[]));
  }

  async save(token: VerificationTokenState) {
    const failure = this.failNextSave;
    this.failNextSave = null;
    if (failure) throw failure;
    this.rows.push({ ...token, consumedAt: null });
  }

  async consume(request: { tokenHash: string; purpose: VerificationPurpose; phone?: string; now: Date }): Promise<VerifiedPhone | null> {
    const row = this.rows.find(
      (r) =>
        r.tokenHash === request.tokenHash &&
        r.purpose === request.purpose &&
        !r.consumedAt &&
        r.expiresAt.getTime() > request.now.getTime() &&
        (request.phone === undefined || r.phone === request.phone),
    );
    if (!row) return null;
    row.consumedAt = request.now;
    return { phone: row.phone, purpose: row.purpose, name: row.name, birth: row.birth, assurance: row.assurance };
  }
}

/** Digest = "h(" + secret + ")": readable in assertions, still never the secret itself. */
export class FakeHasher implements SecretHasherPort {
  digest(secret: string) {
    return `h(${secret})`;
  }
  matches(secret: string, digest: string) {
    return this.digest(secret) === digest;
  }
}

export class ScriptedRandom implements RandomSourcePort {
  private counter = 0;
  constructor(private readonly codes: string[] = ['123456']) {}
  digits(length: number) {
    return (this.codes.shift() ?? '000000').slice(0, length);
  }
  token() {
    this.counter += 1;
    return `token-${this.counter}`;
  }
  uuid() {
    this.counter += 1;
    return `id-${this.counter}`;
  }
}

export class RecordingSms implements SmsSenderPort {
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push(message);
  }
}

export const phonePossessionOnly: IdentityVerificationPort = {
  verify: async () => ({ ok: true, value: { assurance: 'phone-possession' } }),
};
