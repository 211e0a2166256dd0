import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `/api/banner/{id}` */
export class BannerIdPathRequest {
  @IsRowId('id')
  id: number;
}
