import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { QuantityStepper } from '@/components/ui/quantity-stepper/quantity-stepper';
import { QUANTITY_MIN } from '@/config/shop';
import { LineOptions } from '@/components/line-options/line-options';
import { LinePrice } from '@/components/line-options/line-price';
import { lineKey, unitPrice, type LineItem } from '@/lib/line-item';
import { decrease, deleteItem, increase } from '../store/cart-slice';
import styles from './cart-drawer.module.css';

interface CartLineProps {
  item: LineItem;
  onNavigate: () => void;
  /** The line 장바구니 just added: marked in words (for everyone, screen readers too) and brought into view. */
  justAdded?: boolean;
}

/** A long cart scrolls to the line just added. */
const bringIntoView = (element: HTMLLIElement | null) => element?.scrollIntoView?.({ block: 'nearest' });

export function CartLine({ item, onNavigate, justAdded }: CartLineProps) {
  const dispatch = useDispatch();
  const key = lineKey(item);
  const href = `/best-seller/${item.id}`;
  return (
    <li className={`${styles.line} ${justAdded ? styles.justAdded : ''}`} ref={justAdded ? bringIntoView : undefined}>
      <Link to={href} onClick={onNavigate} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={item.thumb_src} alt="" />
      </Link>
      <div className={styles.lineBody}>
        {justAdded && <p className={styles.addedTag}>방금 담은 상품</p>}
        <div className={styles.lineHead}>
          <Link to={href} onClick={onNavigate} className={styles.name}>
            {item.goodsName}
          </Link>
          <button type="button" className={styles.remove} onClick={() => dispatch(deleteItem(key))} aria-label={`${item.goodsName} 삭제`}>
            삭제
          </button>
        </div>
        <LineOptions options={item.options} className={styles.options} />
        <div className={styles.lineFoot}>
          {/* The state has no lower bound; the screen keeps at least one. */}
          <QuantityStepper
            size="sm"
            value={Math.max(QUANTITY_MIN, item.count)}
            min={QUANTITY_MIN}
            label={`${item.goodsName} 수량`}
            onChange={(next) => dispatch(next > item.count ? increase(key) : decrease(key))}
          />
          <LinePrice stacked each={unitPrice(item)} count={Math.max(QUANTITY_MIN, item.count)} total={unitPrice(item) * Math.max(QUANTITY_MIN, item.count)} />
        </div>
      </div>
    </li>
  );
}
