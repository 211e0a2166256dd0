import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper/quantity-stepper';
import { MESSAGES, QUANTITY_MIN } from '@/config/shop';
import { formatWon } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { lineTotal, type LineItem, type SelectedOption } from '@/lib/line-item';
import type { GoodsDetail } from '@/types/api';
import { OptionSelects } from './option-selects';
import styles from './goods-purchase-panel.module.css';

export interface GoodsPurchasePanelProps {
  goods: GoodsDetail;
  onAddToCart: (line: LineItem) => void;
  onBuyNow: (line: LineItem) => void;
}

/** Options, quantity, the running total and the two buttons. */
export function GoodsPurchasePanel({ goods, onAddToCart, onBuyNow }: GoodsPurchasePanelProps) {
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const [count, setCount] = useState(QUANTITY_MIN);
  const categories = goods.optCategoryDtos ?? [];

  const options = useMemo<SelectedOption[]>(
    () =>
      categories.flatMap((category) => {
        const opt = category.opts.find((o) => o.id === chosen[category.id]);
        return opt
          ? [{ categoryId: category.id, categoryName: category.categoryName, optId: opt.id, optName: opt.optName, price: opt.price }]
          : [];
      }),
    [categories, chosen],
  );

  const line: LineItem = {
    id: goods.id,
    goodsName: goods.goodsName,
    thumb_src: goods.thumb_src,
    price: goods.price,
    count,
    options,
  };

  /** Required option categories (requireYn Y) must be chosen first; alerts the first one missing. */
  const ready = (): boolean => {
    const missing = categories.find((c) => c.requireYn === 'Y' && chosen[c.id] === undefined);
    if (missing) {
      notifyError(MESSAGES.chooseOption(missing.categoryName));
      return false;
    }
    return true;
  };

  return (
    <div className={styles.panel}>
      {categories.length > 0 && (
        <OptionSelects
          categories={categories}
          value={chosen}
          onChange={(categoryId, optId) => setChosen((prev) => ({ ...prev, [categoryId]: optId }))}
        />
      )}

      <div className={styles.quantity}>
        <span className={styles.quantityLabel}>수량</span>
        <QuantityStepper value={count} onChange={setCount} min={QUANTITY_MIN} />
      </div>

      <div className={styles.total}>
        <span>총 상품금액</span>
        <strong data-testid="goods-total">{formatWon(lineTotal(line))}</strong>
      </div>

      <div className={styles.actions}>
        <Button
          variant="outline"
          size="lg"
          block
          onClick={() => {
            // The shell opens the cart drawer with this line marked (docs/decisions.md, "Storefront notices").
            if (ready()) onAddToCart(line);
          }}
        >
          장바구니
        </Button>
        <Button
          size="lg"
          block
          onClick={() => {
            if (ready()) onBuyNow(line);
          }}
        >
          바로 구매
        </Button>
      </div>
    </div>
  );
}
