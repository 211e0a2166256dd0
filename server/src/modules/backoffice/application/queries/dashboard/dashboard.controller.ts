import { Controller, Get, Inject } from '@nestjs/common';
import { STORAGE_CONFIG, type StorageConfig } from '../../../../../config/storage.config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ORDER_FIGURES } from '../../../backoffice.di-tokens';
import type { OrderFiguresPort } from '../../ports/order-figures.port';
import { DashboardResponse, toDashboardResponse } from './dashboard-response';
import { operatorWarnings } from './operator-warnings';

@ApiTags('backoffice')
@Controller('api/admin')
export class DashboardController {
  constructor(
    @Inject(ORDER_FIGURES) private readonly orders: OrderFiguresPort,
    @Inject(STORAGE_CONFIG) private readonly storage: Pick<StorageConfig, 'singleMachineLocalStorage'>,
  ) {}

  @Get('dashboard')
  @StaffAccess()
  @ApiOperation({
    summary: 'The console\'s dashboard: today\'s and this month\'s orders and sales, orders by status, 30 days of sales, newest orders, pending requests, the workshop\'s overdue orders (staff)',
    description: 'Days and months are Korea\'s (Asia/Seoul). Sales count paid orders; cancelled and returned ones are left out.',
  })
  @ApiEnvelope('dto', DashboardResponse)
  async get() {
    return envelope('dto', toDashboardResponse(await this.orders.figures(), operatorWarnings(this.storage)));
  }
}
