/** Waits before going on: the login slow-down. A port so that tests record the waits instead of sleeping. */
export interface PausePort {
  pause(ms: number): Promise<void>;
}
