import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `/api/coupon/{id}` */
export class CouponIdPathRequest {
  @IsRowId('id')
  id!: number;
}
