import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { PageRequest } from '../../../../../shared/domain/page';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { AddressBook } from '../../../domain/address-book';

const SIZE_MESSAGE = `size는 1 이상 ${AddressBook.CAPACITY} 이하의 정수여야 합니다.`;

/** adr.php's query: `id` is the member; the spec's client asks for 5 a page. */
export class ListShippingAddressesQuery {
  @IsRowId('id', 12)
  id!: number;

  @ApiPropertyOptional({ type: 'integer', default: 0, minimum: 0, description: 'page number, from 0' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page는 0 이상의 정수여야 합니다.' })
  @Min(0, { message: 'page는 0 이상의 정수여야 합니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'page가 너무 큽니다.' })
  page: number = 0;

  @ApiPropertyOptional({ type: 'integer', default: 5, minimum: 1, maximum: AddressBook.CAPACITY, description: 'addresses per page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SIZE_MESSAGE })
  @Min(1, { message: SIZE_MESSAGE })
  @Max(AddressBook.CAPACITY, { message: SIZE_MESSAGE })
  size: number = 5;

  toPageRequest(): PageRequest {
    return { page: this.page, size: this.size };
  }
}
