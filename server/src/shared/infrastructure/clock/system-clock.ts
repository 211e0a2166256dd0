import type { ClockPort } from '../../application/clock.port';

export class SystemClock implements ClockPort {
  now(): Date {
    return new Date();
  }
}

/** Used when NODE_ENV=test: the real time plus an offset the contract tests advance. */
export class ControllableClock implements ClockPort {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** From now on the clock reads `instant`, and runs on from there (a test of a given day: a Friday evening, a holiday). */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
