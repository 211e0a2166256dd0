import { Max } from 'class-validator';
import { IsRowId } from '../../../../shared/http/validation/is-row-id.decorator';

/** `{id}` in a back-office path. */
export class RowIdParam {
  @IsRowId('id')
  @Max(2_147_483_647, { message: 'id는 1 이상의 정수여야 합니다.' })
  id!: number;
}
