import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { orThrow } from '../../../../../shared/http/api-exception';
import { SignUpAttemptLimitService } from '../../services/sign-up-attempt-limit.service';

/**
 * On POST /api/member.php: every attempt that passed the anti-forgery check counts toward the address's
 * sign-up limit, before the body is even validated, so the sign-up use case itself needs no change.
 */
@Injectable()
export class SignUpAttemptGuard implements CanActivate {
  constructor(private readonly limit: SignUpAttemptLimitService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    orThrow(await this.limit.reserve(request.ip));
    return true;
  }
}
