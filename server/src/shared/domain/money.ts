/** An amount in won. Whole numbers only: the won has no minor unit. */
export class Won {
  private constructor(readonly amount: number) {}

  static of(amount: number): Won {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`won must be a whole number: ${amount}`);
    return new Won(amount);
  }

  plus(other: Won): Won {
    return Won.of(this.amount + other.amount);
  }

  times(count: number): Won {
    return Won.of(this.amount * count);
  }

  /** 12500 → "12,500원"; zero or nothing shows as an empty string, as the storefront does. */
  format(): string {
    return formatWon(this.amount);
  }
}

export function formatWon(amount: number | null | undefined): string {
  if (!amount) return '';
  return `${amount.toLocaleString('en-US')}원`;
}
