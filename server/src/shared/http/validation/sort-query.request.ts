import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * A list's `sort` = `field,asc|desc` without paging, for its CSV export (the same rows, in the same order, as the
 * paged list). Anything else is a 400 naming the fields that may be used. Given a filter class, the sorted request
 * is that filter plus `sort`.
 */
export function sortQueryRequest<F extends string, TFilter extends object = object>(
  options: { fields: readonly F[]; defaultSort: SortOrder<F> },
  Filter?: new () => TFilter,
) {
  const pattern = new RegExp(`^(${options.fields.join('|')}),(asc|desc)$`);
  const message = `sort는 "${options.fields.join('|')},asc|desc" 형식이어야 합니다.`;
  const Base = (Filter ?? class {}) as new () => object;

  class SortQueryRequest extends Base {
    @ApiPropertyOptional({ description: `field,direction; fields: ${options.fields.join(', ')}`, example: `${options.defaultSort.field},${options.defaultSort.direction}` })
    @IsOptional()
    @IsString({ message })
    @Matches(pattern, { message })
    sort?: string;

    toSortOrder(): SortOrder<F> {
      if (!this.sort) return options.defaultSort;
      const [field, direction] = this.sort.split(',');
      return { field: field as F, direction: direction as 'asc' | 'desc' };
    }
  }
  return SortQueryRequest as new () => SortQueryRequest & TFilter;
}
