import { ApiProperty } from '@nestjs/swagger';
import type { Banner } from '../../domain/banner';

/** `Banner` in docs/api.md. */
export class BannerResponse {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: '/images/banners/home-1.svg' })
  img: string;

  @ApiProperty({ example: '/bags' })
  url: string;

  @ApiProperty({ example: '블랙, 그 하나의 색' })
  txt1: string;

  @ApiProperty({ example: '주문 후 제작되는 가죽 가방' })
  txt2: string;
}

export function toBannerResponse(banner: Banner): BannerResponse {
  return { id: banner.id, img: banner.img, url: banner.url, txt1: banner.txt1, txt2: banner.txt2 };
}
