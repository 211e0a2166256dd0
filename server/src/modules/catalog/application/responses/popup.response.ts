import { ApiProperty } from '@nestjs/swagger';
import type { Popup } from '../../domain/popup';

/** A storefront popup as the console and the home page read it. */
export class PopupResponse {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: '봄 시즌 오픈' })
  title!: string;

  @ApiProperty({ example: '/uploads/popups/3f0c2d1e.webp' })
  img!: string;

  @ApiProperty({ example: '/bags', description: "'' when the image links nowhere" })
  url!: string;

  @ApiProperty({ example: '2026-03-01', description: "first day shown (Korea's day)" })
  startDate!: string;

  @ApiProperty({ example: '2026-03-31', description: "last day shown, inclusive (Korea's day)" })
  endDate!: string;

  @ApiProperty({ enum: ['Y', 'N'] })
  useYn!: 'Y' | 'N';

  @ApiProperty({ example: 0, description: 'display order, ascending' })
  position!: number;
}

export function toPopupResponse(popup: Popup): PopupResponse {
  return { ...popup };
}
