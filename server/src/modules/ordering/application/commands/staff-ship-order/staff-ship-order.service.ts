import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { ShipmentInput } from '../../../domain/shipment';
import { RegisterShipmentService } from '../register-shipment/register-shipment.service';
import { MarkDeliveredService } from '../mark-delivered/mark-delivered.service';
import { orderActorOf } from '../../services/order-actors';

/**
 * Staff's order moves from the back office, each one unit of work with its audit entry: hand a preparing order to
 * the carrier (RegisterShipmentService) or record it received (MarkDeliveredService, which also earns the points).
 */
@Injectable()
export class StaffShipOrderService {
  constructor(
    private readonly shipments: RegisterShipmentService,
    private readonly deliveries: MarkDeliveredService,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  ship(orderId: number, shipment: ShipmentInput, by: StaffActor): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const shipped = await this.shipments.execute(orderId, shipment, orderActorOf(by));
      if (!shipped.ok) return shipped;
      const after = shipped.value.shipment;
      await this.activity.changed(by, {
        action: 'order.ship',
        targetType: 'order',
        targetId: orderId,
        before: { status: 'PREPARING', trackingNumber: null },
        after: { status: shipped.value.status, carrierCode: after?.carrierCode ?? null, trackingNumber: after?.trackingNumber ?? null },
      });
      return ok(undefined);
    });
  }

  markDelivered(orderId: number, by: StaffActor): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const delivered = await this.deliveries.execute(orderId, orderActorOf(by));
      if (!delivered.ok) return delivered;
      await this.activity.changed(by, { action: 'order.deliver', targetType: 'order', targetId: orderId, before: { status: 'SHIPPING' }, after: { status: delivered.value.status } });
      return ok(undefined);
    });
  }
}
