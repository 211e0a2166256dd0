import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Spinner } from '@/components/ui/spinner/spinner';
import { REVIEW_PAGE_SIZE, REVIEW_SORTS } from '@/config/shop';
import { formatDate, maskName } from '@/lib/format';
import type { ReviewSort } from '@/types/api';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { notifyError } from '@/lib/notify';
import { useGetReviewsQuery } from '../api/catalog-api';
import { useGetReviewViewerQuery, useRecommendReviewMutation } from '../api/review-votes-api';
import { ReviewStars } from './review-stars';
import styles from './goods-reviews.module.css';

export interface GoodsReviewsProps {
  goodsId: number;
  /** The card's aggregate, shown in the heading when known. */
  reviewScore?: number;
  /** A member is logged in: they may vote reviews helpful (not their own). */
  signedIn?: boolean;
}

/** Reviews, fetched per sort (최신순 / 추천순 / 별점순) and page from GET /api/goods/{id}/reviews. */
export function GoodsReviews({ goodsId, reviewScore, signedIn = false }: GoodsReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>('latest');
  const [page, setPage] = useState(0);
  const { data, isFetching, isError, refetch } = useGetReviewsQuery({ goodsId, sort, page, size: REVIEW_PAGE_SIZE });
  // Asked again on every visit: the answer is one member's, and another may have logged in since it was cached.
  const viewer = useGetReviewViewerQuery(goodsId, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const [recommend, voting] = useRecommendReviewMutation();
  const total = data?.totalElements ?? 0;

  const vote = async (reviewId: number) => {
    try {
      await recommend(reviewId).unwrap();
      await Promise.all([refetch(), viewer.refetch()]);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : retryText(error));
    }
  };

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Reviews</p>
          <h2 id="reviews-title" className={styles.title}>
            구매 후기 <span className={styles.count}>{total}</span>
          </h2>
          {reviewScore !== undefined && total > 0 && (
            <p className={styles.average}>
              <ReviewStars score={reviewScore} size={15} />
              <span>{reviewScore.toFixed(1)}</span>
            </p>
          )}
        </div>
        <div className={styles.sorts} role="group" aria-label="후기 정렬">
          {REVIEW_SORTS.map((option) => (
            <button
              type="button"
              key={option.id}
              className={`${styles.sort} ${sort === option.id ? styles.sortActive : ''}`}
              aria-pressed={sort === option.id}
              onClick={() => {
                setSort(option.id);
                setPage(0);
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      </header>

      {isError && <p className={styles.empty}>후기를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>}
      {!isError && !data && isFetching && <Spinner label="후기를 불러오는 중" />}
      {data && data.content.length === 0 && <p className={styles.empty}>아직 작성된 후기가 없습니다.</p>}
      {data && data.content.length > 0 && (
        <ul className={`${styles.list} ${isFetching ? styles.stale : ''}`} aria-busy={isFetching}>
          {data.content.map((review) => {
            const mine = viewer.data?.mine.includes(review.id) ?? false;
            const recommended = viewer.data?.recommended.includes(review.id) ?? false;
            return (
            <li key={review.id} className={styles.item}>
              <div className={styles.itemHead}>
                <ReviewStars score={review.score} />
                <span className={styles.who}>
                  <span>{maskName(review.member?.memberName ?? '')}</span>
                  <time dateTime={review.created}>{formatDate(review.created)}</time>
                </span>
              </div>
              <p className={styles.contents}>{review.contents}</p>
              {review.photos.length > 0 && (
                <ul className={styles.photos} aria-label="후기 사진">
                  {review.photos.map((src, index) => (
                    <li key={src}>
                      <a href={src} target="_blank" rel="noreferrer">
                        <img src={src} alt={`후기 사진 ${index + 1}`} width={88} height={88} loading="lazy" decoding="async" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.helpful}>
                {signedIn && viewer.data && !mine ? (
                  <button
                    type="button"
                    className={`${styles.recommend} ${recommended ? styles.recommended : ''}`}
                    aria-pressed={recommended}
                    disabled={recommended || voting.isLoading}
                    onClick={() => void vote(review.id)}
                  >
                    추천 <span data-testid="recommend-count">{review.recommendCount}</span>
                  </button>
                ) : (
                  <span className={styles.recommendCount}>
                    추천 <span data-testid="recommend-count">{review.recommendCount}</span>
                  </span>
                )}
              </div>
            </li>
            );
          })}
        </ul>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}
