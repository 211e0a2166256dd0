import { formatWon } from '@/lib/format';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '@/config/shop';
import type { AccordionSection } from './accordion';
import styles from './goods-info-sections.module.css';

/** The three accordion sections of a product page: details, shipping and gift service, brand colour. */
export function goodsInfoSections(contents: string): AccordionSection[] {
  return [
    {
      id: 'details',
      title: '상세정보',
      content: <p className={styles.multiline}>{contents || '상세정보가 준비 중입니다.'}</p>,
    },
    {
      id: 'shipping',
      title: '배송 및 선물 포장',
      content: (
        <ul className={styles.list}>
          <li>모든 제품은 주문 후 제작됩니다. 제작 기간은 영업일 기준 1~3일입니다.</li>
          <li>장인이 손으로 마감해 주문 후 2~3일 안에 출고됩니다.</li>
          <li>
            배송비는 {formatWon(SHIPPING_FEE)}이며, {formatWon(FREE_SHIPPING_FROM)} 이상 구매하시면 무료로 배송해
            드립니다.
          </li>
          <li>모든 주문에 블랙 기프트 파우치를 무료로 담아 보내 드립니다. 선물하실 때 그대로 전하셔도 좋습니다.</li>
          <li>
            교환·반품은 수령 후 7일 이내 공식 사이트에서 신청해 주세요. 단순 변심이나 주문 착오로 인한 교환은 어렵고,
            제품 하자는 예외입니다.
          </li>
        </ul>
      ),
    },
    {
      id: 'color',
      title: '브랜드 컬러',
      content: (
        <div className={styles.story}>
          <p>우리는 블랙만 만듭니다.</p>
          <p>
            유행을 타지 않고, 어떤 옷과도 어울리며, 오래 쓸수록 깊어지는 색. 가죽이 가진 결과 윤기가 가장 정직하게
            드러나는 색이 블랙이라고 믿습니다. 그래서 모든 가방과 지갑, 액세서리를 한 가지 색으로만 만듭니다.
          </p>
          <p className={styles.en}>Black only — made to order, by hand.</p>
        </div>
      ),
    },
  ];
}
