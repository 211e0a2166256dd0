import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { orThrow } from '../../../../../shared/http/api-exception';
import { PaymentReturnLimitService } from '../../services/payment-return-limit.service';

/**
 * On POST /api/payment-serverAuth.php: every post counts toward its address's limit before it is read, so a script
 * cannot sweep order numbers or replay returns; over the limit it is answered 429 with the envelope (no redirect).
 */
@Injectable()
export class PaymentReturnLimitGuard implements CanActivate {
  constructor(private readonly limit: PaymentReturnLimitService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    orThrow(await this.limit.reserve(request.ip));
    return true;
  }
}
