import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageQuery } from '../api/admin-types';
import { formatCount } from '@/lib/format';
import type { Page } from '@/types/api';

interface Options {
  /** Rows per page before the admin picks another size. */
  defaultSize?: number;
  /** `field,asc|desc` the list starts with (none: the server's order). */
  defaultSort?: string;
}

const toNumber = (value: string | null, fallback: number, min: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min ? n : fallback;
};

/**
 * A table paged and sorted by the server (antd's table/demo/ajax.tsx pattern). The page (0-based), size and
 * sort live in the URL's query string, so a reload or a shared link shows the same rows; antd's onChange turns
 * into new query args.
 */
export function useServerTable<Row>({ defaultSize = 10, defaultSort }: Options = {}) {
  const [params, setParams] = useSearchParams();
  const page = toNumber(params.get('page'), 0, 0);
  const size = toNumber(params.get('size'), defaultSize, 1);
  const sort = params.get('sort') ?? defaultSort;
  const query: PageQuery = useMemo(() => (sort ? { page, size, sort } : { page, size }), [page, size, sort]);

  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (pagination, _filters, sorter) => {
      const next = new URLSearchParams(params);
      const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const field = chosen?.order ? String(chosen.columnKey ?? chosen.field) : null;
      const nextSort = field ? `${field},${chosen?.order === 'ascend' ? 'asc' : 'desc'}` : null;
      const nextSize = pagination.pageSize ?? size;
      // A new sort or page size starts again from the first page.
      const restart = nextSort !== (sort ?? null) || nextSize !== size;
      next.set('page', String(restart ? 0 : (pagination.current ?? 1) - 1));
      next.set('size', String(nextSize));
      if (nextSort) next.set('sort', nextSort);
      else next.delete('sort');
      setParams(next);
    },
    [params, setParams, size, sort],
  );

  /** The controlled sort arrow of one column (its key is the server's sort field). */
  const sortOrderOf = useCallback(
    (field: string): SortOrder => {
      const [sortField, direction] = (sort ?? '').split(',');
      if (sortField !== field) return null;
      return direction === 'asc' ? 'ascend' : 'descend';
    },
    [sort],
  );

  const pagination = useCallback(
    (data: Page<Row> | undefined): TablePaginationConfig => ({
      current: page + 1,
      pageSize: size,
      total: data?.totalElements ?? 0,
      showSizeChanger: true,
      // A long list's count stops at 1,000 (totalCapped): its pages go that far, and the total says "at least".
      showTotal: (total) => (data?.totalCapped ? `총 ${formatCount(total)}건 이상` : `총 ${formatCount(total)}건`),
    }),
    [page, size],
  );

  return { query, onChange, sortOrderOf, pagination };
}
