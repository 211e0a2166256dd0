import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { isApiError, RETRY_MESSAGE } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { goodsHref } from '@/lib/goods-href';
import { notify } from '@/lib/notify';
import type { WishlistItem } from '@/types/api';
import { useRemoveFromWishlistMutation, useWishlistPageQuery } from '../api/wishlist-api';
import { WISHLIST_MESSAGES } from '../messages';
import styles from './wishlist.module.css';

export interface WishlistPageProps {
  memberId: number;
}

function WishlistRow({ item, onRemove, removing }: { item: WishlistItem; onRemove: (item: WishlistItem) => void; removing: boolean }) {
  const picture = <img className={styles.thumb} src={item.thumb_src} alt="" width={88} height={110} loading="lazy" />;
  return (
    <li className={`${styles.row} ${item.onSale ? '' : styles.ended}`}>
      {item.onSale ? (
        <Link to={goodsHref(item)} className={styles.goods}>
          {picture}
          <span className={styles.text}>
            <span className={styles.name}>{item.goodsName}</span>
            <span className={styles.price}>{formatWon(item.price)}</span>
          </span>
        </Link>
      ) : (
        // Goods no longer sold have no page to open: shown as such, and removable.
        <div className={styles.goods}>
          {picture}
          <span className={styles.text}>
            <span className={styles.name}>{item.goodsName}</span>
            <span className={styles.badge}>{WISHLIST_MESSAGES.noLongerSold}</span>
          </span>
        </div>
      )}
      <button type="button" className={styles.remove} onClick={() => onRemove(item)} disabled={removing} aria-label={`${item.goodsName} 삭제`}>
        삭제
      </button>
    </li>
  );
}

/** The list's place while it loads: rows of the loaded list's size. */
function WishlistSkeleton() {
  return (
    <LoadingShapes label="찜한 상품을 불러오는 중" className={styles.rows}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.row}>
          <div className={styles.goods}>
            <Bone box className={styles.thumb} />
            <span className={styles.text}>
              <Bone width="60%" />
              <Bone width="30%" />
            </span>
          </div>
        </div>
      ))}
    </LoadingShapes>
  );
}

/** /mypage/wishlist: the member's saved goods, newest first, 10 a page; goods no longer sold are marked and removable. */
export function WishlistPage({ memberId }: WishlistPageProps) {
  const [page, setPage] = useState(0);
  const list = useWishlistPageQuery({ memberId, page });
  const [remove, removal] = useRemoveFromWishlistMutation();
  const data = list.data;

  // Removing the last item of a later page leaves it empty: show the page before.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0) setPage(Math.max(0, Math.min(page - 1, data.totalPages - 1)));
  }, [data, page]);

  const onRemove = async (item: WishlistItem) => {
    try {
      await remove({ memberId, goodsId: item.id }).unwrap();
    } catch (error) {
      notify(isApiError(error) ? error.message : RETRY_MESSAGE);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Wishlist" title="찜한 상품" lead={data ? `${data.totalElements}개의 상품을 찜했습니다.` : ' '} />
      {list.isError ? (
        <p className={styles.message} role="alert">
          찜한 상품을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
        </p>
      ) : !data ? (
        <WishlistSkeleton />
      ) : data.totalElements === 0 ? (
        <div className={styles.empty}>
          <p>찜한 상품이 없습니다.</p>
          <p className={styles.emptyNote}>마음에 드는 상품의 하트를 눌러 이곳에 모아 보세요.</p>
          <Link to={paths.allItems.getHref()} className={styles.emptyLink}>
            쇼핑하러 가기
          </Link>
        </div>
      ) : (
        <div aria-busy={list.isFetching}>
          <ul className={styles.rows} aria-label="찜한 상품 목록">
            {data.content.map((item) => (
              <WishlistRow key={item.id} item={item} onRemove={(chosen) => void onRemove(chosen)} removing={removal.isLoading} />
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </div>
      )}
    </section>
  );
}

