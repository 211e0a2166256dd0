import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { GUEST_SESSIONS } from '../../cart-checkout.di-tokens';
import type { GuestSessionsPort } from '../../ports/guest-sessions.port';

/** Housekeeping's `guest-sessions` task: a guest session is worth nothing once expired, so its row goes. */
@Injectable()
export class PurgeGuestSessionsService implements RetentionTask {
  readonly name = 'guest-sessions';

  constructor(@Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort) {}

  async purge(now: Date): Promise<Record<string, number>> {
    return { sessions: await this.sessions.purgeExpired(now) };
  }
}
