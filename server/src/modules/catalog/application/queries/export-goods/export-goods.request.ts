import { PickType } from '@nestjs/swagger';
import { GoodsPageQueryRequest } from '../../requests/goods-page.request';

/** The staff list's sort id (0/1 recommended, 2 lowest price, 3 highest price, 4 newest), without paging. */
export class ExportGoodsRequest extends PickType(GoodsPageQueryRequest, ['sort'] as const) {}
