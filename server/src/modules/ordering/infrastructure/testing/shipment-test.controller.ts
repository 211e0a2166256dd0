import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FILE_STORAGE, type FileStoragePort } from '../../../../shared/application/file-storage.port';
import { orThrow } from '../../../../shared/http/api-exception';
import { CsrfExempt } from '../../../../shared/http/csrf/csrf-exempt.decorator';
import { envelope } from '../../../../shared/http/envelope';
import { MarkDeliveredService } from '../../application/commands/mark-delivered/mark-delivered.service';
import { RegisterShipmentService } from '../../application/commands/register-shipment/register-shipment.service';
import { SYSTEM_ACTOR } from '../../domain/order-actor';
import { OrderIdPathRequest } from '../../application/queries/get-order/get-order.request';
import { toOrderResponse } from '../../application/order-response';
import { ShipOrderTestRequest } from './shipment-test.request';

/**
 * Ships and delivers an order through ordering's own use cases, as staff will from the back office (issue 9), for
 * the contract suites and the browser journeys. Mounted only when NODE_ENV=test (OrderingTestingModule,
 * app.module.ts); anywhere else the paths are a 404 like any unknown /api path.
 */
@ApiExcludeController()
@Controller('api/test/orders')
export class ShipmentTestController {
  constructor(
    private readonly registerShipment: RegisterShipmentService,
    private readonly markDelivered: MarkDeliveredService,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  @Post(':orderId/ship')
  @HttpCode(200)
  @CsrfExempt('a test-only route, mounted only with NODE_ENV=test, called by the test runner rather than a page')
  async ship(@Param() params: OrderIdPathRequest, @Body() body: ShipOrderTestRequest) {
    return envelope('dto', toOrderResponse(orThrow(await this.registerShipment.execute(params.orderId, body, SYSTEM_ACTOR)), (key) => this.storage.url(key)));
  }

  @Post(':orderId/deliver')
  @HttpCode(200)
  @CsrfExempt('a test-only route, mounted only with NODE_ENV=test, called by the test runner rather than a page')
  async deliver(@Param() params: OrderIdPathRequest) {
    return envelope('dto', toOrderResponse(orThrow(await this.markDelivered.execute(params.orderId, SYSTEM_ACTOR)), (key) => this.storage.url(key)));
  }
}
