import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { BannerRepositoryPort } from '../../application/ports/banner.repository.port';
import type { Banner } from '../../domain/banner';
import { toBanner } from '../mappers/banner.mapper';
import { BannerOrmEntity } from '../orm-entities/banner.orm-entity';

@Injectable()
export class TypeOrmBannerRepository implements BannerRepositoryPort {
  constructor(
    @InjectRepository(BannerOrmEntity) private readonly banners: Repository<BannerOrmEntity>,
    private readonly managers: CurrentEntityManager,
  ) {}

  async findAll(limit?: number): Promise<Banner[]> {
    const entities = await this.banners.find({ order: { position: 'ASC', id: 'ASC' }, take: limit });
    return entities.map(toBanner);
  }

  async findById(id: number): Promise<Banner | null> {
    const entity = await this.banners.findOneBy({ id: String(id) });
    return entity ? toBanner(entity) : null;
  }

  async findByIdForUpdate(id: number): Promise<Banner | null> {
    const manager = await this.managers.forWrite();
    const entity = await manager.getRepository(BannerOrmEntity).findOne({ where: { id: String(id) }, lock: { mode: 'pessimistic_write' } });
    return entity ? toBanner(entity) : null;
  }

  async update(banner: Banner): Promise<boolean> {
    const manager = await this.managers.forWrite();
    const result = await manager
      .getRepository(BannerOrmEntity)
      .update({ id: String(banner.id) }, { img: banner.img, url: banner.url, txt1: banner.txt1, txt2: banner.txt2 });
    return (result.affected ?? 0) === 1;
  }
}
