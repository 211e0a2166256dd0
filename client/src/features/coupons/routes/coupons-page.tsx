import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { notify, notifyError } from '@/lib/notify';
import { useHeldCouponsQuery, useRegisterCouponMutation } from '../api/coupons-api';
import { CouponCard } from '../components/coupon-card';
import { CouponListSkeleton } from '../components/coupon-list-skeleton';
import { COUPON_MESSAGES, isSerial, normalizeSerial, SERIAL_LENGTH } from '../utils/coupon-messages';
import styles from './coupons.module.css';

export interface CouponsPageProps {
  memberId: number;
}

/** Why a registration failed, as the spec words it: any answer other than 0000 is "not valid"; no answer, "try again". */
function registrationFailure(error: unknown): string {
  if (isApiError(error) && error.result !== 'NETWORK') return COUPON_MESSAGES.serialInvalid;
  return retryText(error);
}

/**
 * /mypage/coupon: registering a coupon by its 16-character serial (alerts as the spec gives them; the list
 * starts over from its first page after a registration) and the coupons held, 2 a page, used and expired ones too.
 */
export function CouponsPage({ memberId }: CouponsPageProps) {
  const [serial, setSerial] = useState('');
  const [page, setPage] = useState(0);
  const coupons = useHeldCouponsQuery({ memberId, page });
  const [register, registration] = useRegisterCouponMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!serial) return notifyError(COUPON_MESSAGES.serialRequired);
    // A serial that cannot be one is not sent: the server would count it as a wrong guess.
    if (!isSerial(serial)) return notifyError(COUPON_MESSAGES.serialInvalid);
    try {
      const message = await register({ memberId, serial }).unwrap();
      notify(message || COUPON_MESSAGES.registered);
      setSerial('');
      if (page === 0) coupons.refetch();
      else setPage(0);
    } catch (error) {
      notifyError(registrationFailure(error));
    }
  };

  const list = coupons.data;
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Coupons" title="쿠폰" lead="받으신 쿠폰 번호를 등록하면 주문서에서 바로 사용할 수 있습니다." />

      <form className={styles.register} onSubmit={submit} noValidate aria-label="쿠폰 등록">
        <TextField
          label="쿠폰 번호"
          className={styles.serialField}
          value={serial}
          onChange={(event) => setSerial(normalizeSerial(event.target.value).slice(0, SERIAL_LENGTH))}
          placeholder="- 없이 16자리 입력"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={`${serial.length} / ${SERIAL_LENGTH}`}
          beside={
            <Button type="submit" className={styles.registerButton} disabled={registration.isLoading}>
              쿠폰 등록
            </Button>
          }
        />
      </form>

      <div className={styles.listBlock} aria-busy={coupons.isFetching}>
        <h2 className={styles.listTitle}>
          보유 쿠폰 {list && <span className={styles.count}>{list.totalElements}</span>}
        </h2>
        {coupons.isError ? (
          <p className={styles.message} role="alert">
            쿠폰 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : !list ? (
          <CouponListSkeleton />
        ) : list.content.length === 0 ? (
          <p className={styles.empty}>보유하신 쿠폰이 없습니다.</p>
        ) : (
          <>
            <ul className={styles.coupons} aria-label="보유 쿠폰 목록">
              {list.content.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} />
              ))}
            </ul>
            <Pagination page={page} totalPages={list.totalPages} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
