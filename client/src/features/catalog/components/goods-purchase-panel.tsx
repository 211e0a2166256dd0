import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper/quantity-stepper';
import { MESSAGES, QUANTITY_MIN } from '@/config/shop';
import { formatWon } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { lineTotal, type LineItem, type SelectedOption } from '@/lib/line-item';
import { normaliseText, textProblem } from '@/lib/personalisation';
import type { GoodsDetail } from '@/types/api';
import { EngravingInput } from './engraving-input';
import { OptionSelects } from './option-selects';
import styles from './goods-purchase-panel.module.css';

export interface GoodsPurchasePanelProps {
  goods: GoodsDetail;
  onAddToCart: (line: LineItem) => void;
  onBuyNow: (line: LineItem) => void;
}

/** Options (with the text an option asks for, previewed), quantity, the running total and the two buttons (disabled when sold out). */
export function GoodsPurchasePanel({ goods, onAddToCart, onBuyNow }: GoodsPurchasePanelProps) {
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  /** What the shopper typed for each option that asks for a text, by option item id. */
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [count, setCount] = useState(QUANTITY_MIN);
  const categories = goods.optCategoryDtos ?? [];
  const soldOut = goods.status === 'SOLD_OUT';

  const chosenOpts = useMemo(
    () =>
      categories.flatMap((category) => {
        const opt = category.opts.find((o) => o.id === chosen[category.id]);
        return opt ? [{ category, opt }] : [];
      }),
    [categories, chosen],
  );

  const options = useMemo<SelectedOption[]>(
    () =>
      chosenOpts.map(({ category, opt }) => ({
        categoryId: category.id,
        categoryName: category.categoryName,
        optId: opt.id,
        optName: opt.optName,
        price: opt.price,
        ...(opt.textInput ? { text: normaliseText(opt.textInput, texts[opt.id] ?? ''), textLabel: opt.textInput.label } : {}),
      })),
    [chosenOpts, texts],
  );

  const line: LineItem = {
    id: goods.id,
    goodsName: goods.goodsName,
    thumb_src: goods.thumb_src,
    price: goods.price,
    count,
    options,
  };

  /**
   * Required option categories (requireYn Y) must be chosen first, and every chosen option that asks for a text must
   * have one its rule accepts (the server's rule and words); tells the first problem.
   */
  const ready = (): boolean => {
    const missing = categories.find((c) => c.requireYn === 'Y' && chosen[c.id] === undefined);
    if (missing) {
      notifyError(MESSAGES.chooseOption(missing.categoryName));
      return false;
    }
    for (const { opt } of chosenOpts) {
      const problem = opt.textInput ? textProblem(opt.optName, opt.textInput, texts[opt.id]) : null;
      if (problem) {
        notifyError(problem);
        return false;
      }
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

      {chosenOpts.map(({ opt }) =>
        opt.textInput ? (
          <EngravingInput
            key={opt.id}
            optName={opt.optName}
            rule={opt.textInput}
            value={texts[opt.id] ?? ''}
            onChange={(text) => setTexts((prev) => ({ ...prev, [opt.id]: text }))}
          />
        ) : null,
      )}

      <div className={styles.quantity}>
        <span className={styles.quantityLabel}>수량</span>
        <QuantityStepper value={count} onChange={setCount} min={QUANTITY_MIN} />
      </div>

      <div className={styles.total}>
        <span>총 상품금액</span>
        <strong data-testid="goods-total">{formatWon(lineTotal(line))}</strong>
      </div>

      {soldOut && (
        <p className={styles.soldOut} role="status">
          품절된 상품입니다.
        </p>
      )}
      {goods.addonOnly && <p className={styles.note}>추가 구매 전용 상품으로, 다른 상품과 함께 주문할 때만 구매할 수 있습니다.</p>}

      <div className={styles.actions}>
        <Button
          variant="outline"
          size="lg"
          block
          disabled={soldOut}
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
          disabled={soldOut}
          onClick={() => {
            if (ready()) onBuyNow(line);
          }}
        >
          {soldOut ? '품절' : '바로 구매'}
        </Button>
      </div>
    </div>
  );
}
