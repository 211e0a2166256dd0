import { ApiProperty } from '@nestjs/swagger';

/** What an add or a remove leaves: whether the goods is saved now, whether this call changed it, how many are saved. */
export interface WishlistChange {
  goodsId: number;
  wished: boolean;
  changed: boolean;
  count: number;
}

export class WishlistChangeResponse implements WishlistChange {
  @ApiProperty({ example: 3 })
  goodsId!: number;

  @ApiProperty({ example: true, description: 'the goods is in the member\'s wishlist after the call' })
  wished!: boolean;

  @ApiProperty({ example: true, description: 'false when the call found it as asked already (adds and removes are idempotent)' })
  changed!: boolean;

  @ApiProperty({ example: 4, description: 'how many goods the member keeps now (at most 200)' })
  count!: number;
}
