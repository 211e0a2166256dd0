import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { PhotoPicker } from '@/components/ui/photo-picker/photo-picker';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { confirmAction, notify } from '@/lib/notify';
import type { MyReview } from '@/types/api';
import { useDeleteReviewMutation, useEditReviewMutation, useGetMyReviewQuery, useWriteReviewMutation } from '../api/reviews-api';
import { StarPicker } from '../components/star-picker';
import { REVIEW_CONTENTS_MAX, REVIEW_MESSAGES, reviewFormError, reviewLength } from '../utils/review-rules';
import styles from './review-form-page.module.css';

const toId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
const messageOf = (error: unknown) => (isApiError(error) ? error.message : retryText(error));

/** /mypage/review/:orderId/:goodsId: write a review of a delivered order line, or edit and delete the one written. */
export default function ReviewFormPage() {
  const params = useParams();
  const orderId = toId(params.orderId);
  const goodsId = toId(params.goodsId);
  const valid = orderId !== null && goodsId !== null;
  const { data, isLoading, error } = useGetMyReviewQuery({ orderId: orderId ?? 0, goodsId: goodsId ?? 0 }, { skip: !valid });

  if (valid && isLoading) return <Spinner label="리뷰 정보를 불러오는 중" />;
  if (!valid || error || !data) {
    return (
      <section className={styles.page} aria-labelledby="my-page-title">
        <ScreenHead eyebrow="Review" title="리뷰 작성" />
        <p role="alert" className={styles.error}>
          {valid && error ? messageOf(error) : '리뷰를 작성할 수 있는 주문 상품이 아닙니다.'}
        </p>
        <Link to={paths.myOrders.getHref()} className={styles.back}>
          주문조회로 돌아가기
        </Link>
      </section>
    );
  }
  return <ReviewForm key={data.review?.id ?? 'new'} mine={data} orderId={orderId} goodsId={goodsId} />;
}

function ReviewForm({ mine, orderId, goodsId }: { mine: MyReview; orderId: number; goodsId: number }) {
  const navigate = useNavigate();
  const existing = mine.review;
  const [score, setScore] = useState(existing?.score ?? 0);
  const [contents, setContents] = useState(existing?.contents ?? '');
  const [kept, setKept] = useState<string[]>(existing?.photos ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [writeReview, writing] = useWriteReviewMutation();
  const [editReview, editing] = useEditReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();
  const busy = writing.isLoading || editing.isLoading || deleting.isLoading;
  const length = reviewLength(contents);
  const backToOrder = paths.myOrder.getHref(orderId);

  useEffect(() => setMessage(null), [score, contents]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = reviewFormError(score, contents);
    if (invalid) return setMessage(invalid);
    try {
      if (existing) await editReview({ reviewId: existing.id, score, contents, keepPhotos: kept, photos: added }).unwrap();
      else await writeReview({ orderId, goodsId, score, contents, photos: added }).unwrap();
      notify(existing ? REVIEW_MESSAGES.edited : REVIEW_MESSAGES.written);
      navigate(backToOrder);
    } catch (failure) {
      setMessage(messageOf(failure));
    }
  };

  const remove = async () => {
    if (!existing || !(await confirmAction(REVIEW_MESSAGES.confirmDelete, { confirmLabel: '삭제', detail: REVIEW_MESSAGES.deleteDetail }))) return;
    try {
      await deleteReview(existing.id).unwrap();
      notify(REVIEW_MESSAGES.deleted);
      navigate(backToOrder);
    } catch (failure) {
      setMessage(messageOf(failure));
    }
  };

  const { line } = mine;
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Review" title={existing ? '리뷰 수정' : '리뷰 작성'} />
      <div className={styles.line}>
        <img className={styles.thumb} src={line.thumbSrc} alt="" width={72} height={90} />
        <div>
          <p className={styles.goodsName}>{line.goodsName}</p>
          {line.options.length > 0 && (
            <ul className={styles.options}>
              {line.options.map((option) => (
                <li key={`${option.categoryName}-${option.optName}`}>
                  {option.categoryName}: {option.optName}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <StarPicker value={score} onChange={setScore} />
        <div className={styles.field}>
          <label htmlFor="review-contents" className={styles.label}>
            리뷰 내용
          </label>
          <textarea
            id="review-contents"
            className={styles.textarea}
            value={contents}
            onChange={(event) => setContents(event.target.value)}
            rows={8}
            placeholder="상품을 사용해 보신 느낌을 10자 이상 남겨주세요."
            aria-describedby="review-counter"
          />
          <p id="review-counter" className={`${styles.counter} ${length > REVIEW_CONTENTS_MAX ? styles.over : ''}`}>
            {length.toLocaleString('ko-KR')} / {REVIEW_CONTENTS_MAX.toLocaleString('ko-KR')}
          </p>
        </div>
        <PhotoPicker kept={kept} added={added} onKeptChange={setKept} onAddedChange={setAdded} onError={setMessage} inputTestId="review-photo-input" />
        {message && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        <div className={styles.actions}>
          {existing && (
            <Button variant="outline" size="lg" onClick={remove} disabled={busy}>
              삭제
            </Button>
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {existing ? '수정하기' : '등록하기'}
          </Button>
        </div>
      </form>
    </section>
  );
}
