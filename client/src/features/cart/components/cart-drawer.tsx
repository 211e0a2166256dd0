import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Drawer } from '@/components/ui/drawer/drawer';
import { LiveMessage } from '@/components/ui/live-message/live-message';
import { paths } from '@/config/paths';
import { FREE_SHIPPING_FROM, MESSAGES } from '@/config/shop';
import { formatWon } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { lineKey, type LineItem } from '@/lib/line-item';
import { selectCartItems, selectCartTotal } from '../store/cart-selectors';
import { CartLine } from './cart-line';
import styles from './cart-drawer.module.css';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in member's id; 0 means logged out (the member feature owns it, the shell passes it in). */
  memberId: number;
  /** Runs before going to checkout, with the cart's lines (the shell hands them to the payment state). */
  onCheckout?: (items: LineItem[], total: number) => void;
  /** The key of the line just added (the drawer opened by 장바구니): marked, and the addition announced. */
  justAdded?: string;
}

export function CartDrawer({ open, onClose, memberId, onCheckout, justAdded }: CartDrawerProps) {
  const items = useSelector(selectCartItems);
  const total = useSelector(selectCartTotal);
  const navigate = useNavigate();

  const checkout = () => {
    if (items.length === 0) {
      notifyError(MESSAGES.cartEmpty);
      return;
    }
    // The lines go to checkout either way: a guest logs in first and comes back to them (lib/return-path.ts).
    onCheckout?.(items, total);
    onClose();
    // Not logged in: 회원 로그인 (and back here) or 비회원 주문, chosen at /guest-order.
    if (!memberId) {
      navigate(paths.guestOrder.getHref());
      return;
    }
    navigate(paths.orderInfo.getHref());
  };

  const remaining = FREE_SHIPPING_FROM - total;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      eyebrow="Cart"
      title="장바구니"
      footer={
        <div className={styles.footer}>
          <div className={styles.sum}>
            <span>합계</span>
            <strong data-testid="cart-sum">{formatWon(total) || '0원'}</strong>
          </div>
          <p className={styles.note}>
            {items.length > 0 && remaining > 0
              ? `${formatWon(remaining)} 더 담으면 무료배송`
              : items.length > 0
                ? '무료배송'
                : '30,000원 이상 구매 시 무료배송'}
          </p>
          <Button block size="lg" onClick={checkout}>
            주문하기
          </Button>
        </div>
      }
    >
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>장바구니가 비어 있습니다.</p>
          <Link to="/all-items" onClick={onClose} className={styles.continue}>
            쇼핑 계속하기
          </Link>
        </div>
      ) : (
        <>
          {justAdded && <LiveMessage message={MESSAGES.addedToCart} className={styles.added} />}
          <CartLines items={items} onNavigate={onClose} justAdded={justAdded} />
        </>
      )}
    </Drawer>
  );
}

function CartLines({ items, onNavigate, justAdded }: { items: LineItem[]; onNavigate: () => void; justAdded?: string }) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <CartLine key={lineKey(item)} item={item} onNavigate={onNavigate} justAdded={lineKey(item) === justAdded} />
      ))}
    </ul>
  );
}
