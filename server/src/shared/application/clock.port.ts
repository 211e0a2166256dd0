/** Time as the application sees it; tests move it forward instead of sleeping. */
export interface ClockPort {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');
