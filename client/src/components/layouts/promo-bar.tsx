import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { GiftIcon } from '@/components/ui/icons/icons';
import { Modal } from '@/components/ui/modal/modal';
import styles from './promo-bar.module.css';

/** The line above the header; it opens the gift-packaging popup. */
export function PromoBar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
          <GiftIcon size={14} />
          <span>모든 주문에 블랙 기프트 파우치 무료 증정</span>
          <span className={styles.more}>자세히 보기</span>
        </button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        eyebrow="Gift Packaging"
        title="블랙 기프트 파우치 서비스"
        footer={
          <Button block onClick={() => setOpen(false)}>
            확인
          </Button>
        }
      >
        <p>모든 주문에 브랜드의 블랙 기프트 파우치를 무료로 담아 보내 드립니다. 따로 신청하지 않으셔도 됩니다.</p>
        <ul className={styles.points}>
          <li>부드러운 블랙 코튼 파우치에 제품을 한 점씩 담아 포장합니다.</li>
          <li>제품은 주문 후 제작되어 영업일 기준 1~3일 안에 완성되고, 주문 후 2~3일 안에 출고됩니다.</li>
          <li>쇼핑백은 단독 구매할 수 없으며 추가 상품으로만 함께 주문하실 수 있습니다.</li>
        </ul>
      </Modal>
    </>
  );
}
