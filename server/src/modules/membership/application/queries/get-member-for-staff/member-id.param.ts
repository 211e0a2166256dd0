import { Max } from 'class-validator';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `{id}` of the staff's member routes: a positive integer that fits the member table's integer key. */
export class MemberIdParam {
  @IsRowId('id')
  @Max(2_147_483_647, { message: 'id는 1 이상의 정수여야 합니다.' })
  id!: number;
}
