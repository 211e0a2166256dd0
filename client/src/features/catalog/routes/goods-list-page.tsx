import { useEffect, useId, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Select } from '@/components/ui/select/select';
import { paths } from '@/config/paths';
import { SORT_OPTIONS } from '@/config/shop';
import type { GoodsCard, Page, SortId } from '@/types/api';
import {
  useGetBestSellersQuery,
  useGetGoodsByCategoryQuery,
  useGetGoodsByProductGroupQuery,
} from '../api/catalog-api';
import { PageBanner } from '../components/page-banner';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { listConfigFor, type ListConfig } from '../utils/list-configs';
import { useReleaseFirstPaint } from '@/lib/first-paint';
import styles from './goods-list-page.module.css';

const SORT_IDS = new Set<number>(SORT_OPTIONS.map((o) => o.id));

function readSort(value: string | null, fallback: SortId): SortId {
  const n = Number(value);
  return SORT_IDS.has(n) ? (n as SortId) : fallback;
}

/** Picks the one call the list reads from; the other two are skipped. */
function useListGoods(config: ListConfig, page: number, sort: SortId) {
  const { source, size } = config;
  const byCategory = useGetGoodsByCategoryQuery(
    { categoryId: source.kind === 'category' ? source.categoryId : 4, page, sort, size },
    { skip: source.kind !== 'category' },
  );
  const byGroup = useGetGoodsByProductGroupQuery(
    { prodGbn: source.kind === 'group' ? source.prodGbn : 'A', page, sort, size },
    { skip: source.kind !== 'group' },
  );
  const best = useGetBestSellersQuery({ page, sort, size }, { skip: source.kind !== 'best' });
  return source.kind === 'category' ? byCategory : source.kind === 'group' ? byGroup : best;
}

export interface GoodsListPageProps {
  /** A control on each card: the app passes the wishlist's heart. */
  cardAction?: (goods: GoodsCard) => ReactNode;
}

/** /all-items, /best-seller, /bags, /wallets, /accessories: banner, sort, cards, pages. */
export default function GoodsListPage({ cardAction }: GoodsListPageProps = {}) {
  const { pathname } = useLocation();
  const config = listConfigFor(pathname);
  // The banner is the lead image, and needs no data: the page can take over at once.
  useReleaseFirstPaint(true);
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'), config.defaultSort);
  // The address counts pages from 1, the server from 0.
  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const { data, isFetching, isError } = useListGoods(config, page, sort);
  const sortId = useId();

  useEffect(() => {
    if (page > 0) window.scrollTo({ top: 0 });
  }, [page]);

  const update = (next: { sort?: SortId; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.sort !== undefined) {
      p.set('sort', String(next.sort));
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page === 0) p.delete('page');
      else p.set('page', String(next.page + 1));
    }
    setParams(p);
  };

  const hrefFor = (g: GoodsCard) => paths.goodsDetail.getHref(config.detailPrefix, g.id);

  return (
    <div className={styles.page}>
      <PageBanner image={config.banner} eyebrow={config.eyebrow} title={config.title} lead={config.lead} />
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <p className={styles.count}>{data ? <>총 {data.totalElements}개의 상품</> : ' '}</p>
          <div className={styles.sort}>
            <label htmlFor={sortId} className="sr-only">
              정렬
            </label>
            <Select id={sortId} look="line" value={sort} onChange={(e) => update({ sort: Number(e.target.value) as SortId })}>
              {SORT_OPTIONS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <h2 className="sr-only">상품 목록</h2>
        <ListBody data={data} isFetching={isFetching} isError={isError} hrefFor={hrefFor} pageSize={config.size} cardAction={cardAction} />
        {data && <Pagination page={page} totalPages={data.totalPages} onChange={(p) => update({ page: p })} />}
      </div>
    </div>
  );
}

function ListBody({
  data,
  isFetching,
  isError,
  hrefFor,
  pageSize,
  cardAction,
}: {
  data?: Page<GoodsCard>;
  pageSize: number;
  isFetching: boolean;
  isError: boolean;
  hrefFor: (g: GoodsCard) => string;
  cardAction?: (goods: GoodsCard) => ReactNode;
}) {
  if (isError) return <p className={styles.empty}>상품을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>;
  if (!data) return <ProductGridSkeleton count={pageSize} label="상품을 불러오는 중" />;
  if (data.content.length === 0) return <p className={styles.empty}>준비된 상품이 없습니다.</p>;
  return (
    <div className={isFetching ? styles.stale : undefined} aria-busy={isFetching}>
      <ProductGrid goods={data.content} hrefFor={hrefFor} cardAction={cardAction} />
    </div>
  );
}
