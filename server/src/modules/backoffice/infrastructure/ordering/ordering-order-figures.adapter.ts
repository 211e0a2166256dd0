import { Injectable } from '@nestjs/common';
import { OrderDashboardService } from '../../../ordering/application/services/order-dashboard.service';
import type { OrderFigures, OrderFiguresPort } from '../../application/ports/order-figures.port';

/** Backoffice's port onto ordering's exported dashboard service; never ordering's tables. */
@Injectable()
export class OrderingOrderFiguresAdapter implements OrderFiguresPort {
  constructor(private readonly dashboard: OrderDashboardService) {}

  figures(): Promise<OrderFigures> {
    return this.dashboard.figures();
  }
}
