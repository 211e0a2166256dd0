import type { Banner } from '../../domain/banner';
import type { BannerOrmEntity } from '../orm-entities/banner.orm-entity';

export function toBanner(entity: BannerOrmEntity): Banner {
  return { id: Number(entity.id), img: entity.img, url: entity.url, txt1: entity.txt1, txt2: entity.txt2 };
}
