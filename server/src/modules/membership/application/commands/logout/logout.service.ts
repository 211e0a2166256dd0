import { Injectable } from '@nestjs/common';
import { MemberSessionsService } from '../../services/member-sessions.service';

/** GET /api/logout and /api/logout.php: the session row is revoked, so the cookie is dead even if kept. */
@Injectable()
export class LogoutService {
  constructor(private readonly sessions: MemberSessionsService) {}

  async execute(sessionId: string | null): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
  }
}
