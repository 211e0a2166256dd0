/* The limit counters in memory, with the SQL store's rules (all or none, give back only into the same window). */
import { type CountedLimit, type CounterState, type Reservation, type ReservedSlot, type SlotOutcome, useOnce } from '../../domain/counted-limit';

export class InMemoryLimitCounters {
  readonly counters = new Map<string, CounterState>();

  reserve(limits: readonly CountedLimit[], now: Date): Reservation {
    const slots: ReservedSlot[] = [];
    for (const limit of limits) {
      const state = useOnce(this.counters.get(id(limit)) ?? null, limit, now);
      if (!state) return { ok: false, refused: limit };
      slots.push({ scope: limit.scope, key: limit.key, ...state });
    }
    for (const slot of slots) this.counters.set(id(slot), { windowStartedAt: slot.windowStartedAt, used: slot.used });
    return { ok: true, slots };
  }

  settle(outcomes: readonly SlotOutcome[]): void {
    for (const { slot, then } of outcomes) {
      const state = this.counters.get(id(slot));
      if (then === 'reset') this.counters.delete(id(slot));
      else if (then === 'release' && state && state.windowStartedAt.getTime() === slot.windowStartedAt.getTime()) {
        this.counters.set(id(slot), { ...state, used: Math.max(0, state.used - 1) });
      }
    }
  }

  used(scope: string, key: string): number {
    return this.counters.get(`${scope}|${key}`)?.used ?? 0;
  }
}

function id(counter: Pick<ReservedSlot, 'scope' | 'key'>): string {
  return `${counter.scope}|${counter.key}`;
}
