import { Inject, Injectable } from '@nestjs/common';
import { CSV_EXPORT_LIMIT } from '../../../../../shared/domain/csv';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import { ALL_GOODS } from '../../../domain/catalog-category';
import { goodsCsv } from '../../../domain/goods-csv';
import { goodsOrderOf, type GoodsSortId } from '../../../domain/goods-sort';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

/** GET /api/goods/export.csv: the staff list (hidden goods too) in its sort, up to CSV_EXPORT_LIMIT rows. */
@Injectable()
export class ExportGoodsService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  async execute(sort: GoodsSortId): Promise<string> {
    return goodsCsv(await this.goods.findAll(ALL_GOODS, goodsOrderOf(sort), CSV_EXPORT_LIMIT, true));
  }
}
