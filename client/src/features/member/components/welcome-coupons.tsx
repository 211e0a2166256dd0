import { Link } from 'react-router-dom';
import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { formatWon } from '@/lib/format';
import { useWelcomeCouponsQuery, type MemberCoupon } from '../api/member-api';
import styles from './welcome-coupons.module.css';

/** '3,000원 할인' or '10% 할인', and the minimum order when there is one. */
function couponTerms(coupon: MemberCoupon): string {
  const off = coupon.discountRate ? `${coupon.discountRate}% 할인` : `${formatWon(coupon.discountPrice ?? 0)} 할인`;
  return coupon.minPrice > 0 ? `${off} · ${formatWon(coupon.minPrice)} 이상 구매 시` : off;
}

/**
 * The sign-up's welcome gift on /complete, as the server gave it (GET /api/member/coupon_list, the coupons marked
 * forNew): each by name and amount. When the answer cannot be read the line says where to find it, without an
 * amount the shop cannot vouch for; when the member received none, nothing is said.
 */
export function WelcomeCoupons({ memberId }: { memberId: number }) {
  const { data, isLoading, isError } = useWelcomeCouponsQuery(memberId, { skip: memberId < 1 });
  const toCoupons = (
    <Link to={paths.myCoupons.getHref()} className={styles.link}>
      마이페이지 쿠폰함에서 확인하기
    </Link>
  );

  if (memberId < 1) return null;
  if (isLoading) {
    return (
      <LoadingShapes label="가입 축하 쿠폰을 확인하는 중" className={styles.gift}>
        <p className={styles.eyebrow}>Welcome Gift</p>
        <p className={styles.name}>
          <Bone width="11em" />
        </p>
        <p className={styles.terms}>
          <Bone width="7em" />
        </p>
      </LoadingShapes>
    );
  }
  if (isError) {
    return (
      <section className={styles.gift} aria-label="가입 축하 쿠폰">
        <p className={styles.eyebrow}>Welcome Gift</p>
        <p className={styles.name}>가입을 축하하는 쿠폰을 준비해 두었습니다.</p>
        {toCoupons}
      </section>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.gift} aria-label="가입 축하 쿠폰">
      <p className={styles.eyebrow}>Welcome Gift</p>
      <ul className={styles.list}>
        {data.map((coupon) => (
          <li key={coupon.id}>
            <p className={styles.name}>{coupon.couponName}</p>
            <p className={styles.terms}>{couponTerms(coupon)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>가입하신 계정에 발급되었습니다. 주문서에서 바로 사용하실 수 있습니다.</p>
      {toCoupons}
    </section>
  );
}
