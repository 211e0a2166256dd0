import { Inject, Injectable } from '@nestjs/common';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import type { CouponAdminRepositoryPort, CouponSort } from '../../ports/coupon-admin.repository.port';
import { COUPON_ADMIN_REPOSITORY } from '../../promotions.di-tokens';
import { toAdminCouponResponse } from '../../responses/admin-coupon.response';

/** GET /api/coupon/export.csv (staff): the coupon list as CSV, amounts as numbers; no personal data, so no access log. */
@Injectable()
export class ExportCouponsService {
  constructor(@Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort) {}

  async execute(sort: CouponSort): Promise<string> {
    const coupons = await this.coupons.all(sort, CSV_EXPORT_LIMIT);
    return toCsv(
      ['No', '쿠폰명', '쿠폰 번호', '할인율(%)', '할인 금액', '최소 주문 금액', '시작일', '종료일', '신규 회원', '시리얼 발급', '시리얼 등록', '등록일'],
      coupons.map((coupon) => {
        const row = toAdminCouponResponse(coupon);
        return [
          row.id,
          row.couponName,
          row.couponCode,
          row.discountRate,
          row.discountPrice,
          row.minPrice,
          row.startDate,
          row.expirationDate,
          coupon.forNew,
          row.serialCount,
          row.serialsUsed,
          koreanDateTime(coupon.created),
        ];
      }),
    );
  }
}
